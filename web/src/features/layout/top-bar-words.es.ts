import type { TopBarWords } from './top-bar-words';

const es: TopBarWords = {
  contacts: 'Datos de contacto',
  textSize: 'Tamaño del texto',
  sizes: [' normal', ' más grande', ' el más grande'],
  welcome: (name) => `Bienvenido(a), ${name}`,
  logout: 'Cerrar sesión',
  languages: 'Idiomas',
};

export default es;
