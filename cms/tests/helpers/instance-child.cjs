// A second Strapi for the security tests, started from the compiled cms/dist that the test run's
// global setup has just built, with the environment its parent gives it (low limits, short
// sessions). It reports its port and its router's routes over IPC and stops when told to.
const path = require('node:path');
const { createStrapi } = require('@strapi/strapi');

const appDir = path.resolve(__dirname, '..', '..');

// The test process went away (a failed hook, an interrupted run): so does this server.
process.on('disconnect', () => process.exit(0));

(async () => {
  const strapi = await createStrapi({ appDir, distDir: path.join(appDir, 'dist'), serveAdminPanel: false }).load();
  if (process.env.TEST_LOG_LEVEL) strapi.log.level = process.env.TEST_LOG_LEVEL;
  // TEST_CONSOLE_SUPER_ADMIN=email:password: a console super admin with no site account, made once.
  if (process.env.TEST_CONSOLE_SUPER_ADMIN) {
    const [email, password] = process.env.TEST_CONSOLE_SUPER_ADMIN.split(':');
    if (!(await strapi.db.query('admin::user').findOne({ where: { email } }))) {
      const role = await strapi.db.query('admin::role').findOne({ where: { code: 'strapi-super-admin' } });
      await strapi.service('admin::user').create({ email, firstname: 'Super', lastname: 'Admin', password, isActive: true, roles: [role.id] });
    }
  }
  await strapi.listen();
  const { port } = strapi.server.httpServer.address();
  const routes = strapi.server
    .listRoutes()
    .filter((layer) => layer.methods.length > 0)
    .map((layer) => ({ path: layer.path, methods: layer.methods.filter((method) => method !== 'HEAD') }));
  process.send({ type: 'ready', port, routes });
  process.on('message', async (message) => {
    if (message && message.type === 'stop') {
      await strapi.destroy();
      process.exit(0);
    }
  });
})().catch((error) => {
  console.error(error);
  process.exit(1);
});
