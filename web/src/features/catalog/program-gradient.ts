import { programGradients } from './program-gradients.css';

/** The gradient class for the program at `index` in the list: eight colours rotate (spec section 2). */
export const programGradient = (index: number): string => programGradients[index % programGradients.length];
