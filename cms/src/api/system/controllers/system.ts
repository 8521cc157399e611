import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { send } from '../../../content/http';
import { scrape } from '../../../runtime/metrics';
import { RETRY_AFTER_SECONDS } from '../../../runtime/unavailable';
import { getService } from '../../kit/services';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /healthz: the process serves (liveness). Nothing is looked up. */
  liveness(ctx: Context) {
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'text/plain';
    ctx.body = 'ok';
  },

  /** GET /metrics: Prometheus' text for the METRICS_TOKEN bearer; 404 while the metrics are off. */
  async metrics(ctx: Context) {
    const { status, type, body } = await scrape(ctx.get('Authorization'));
    ctx.set('Cache-Control', 'no-store');
    if (status === 401) ctx.set('WWW-Authenticate', 'Bearer');
    ctx.status = status;
    ctx.type = type;
    ctx.body = body;
  },

  /** GET /readyz: 200 while the database answers, 503 with Retry-After while it does not (readiness). */
  async readiness(ctx: Context) {
    const state = await getService(strapi, 'api::system.system').readiness();
    ctx.set('Cache-Control', 'no-store');
    if (state.database !== 'up') ctx.set('Retry-After', String(RETRY_AFTER_SECONDS));
    ctx.status = state.database === 'up' ? 200 : 503;
    ctx.body = state;
  },

  /** The dashboard's system overview: database health and the last backup (admin only). */
  async health(ctx: Context) {
    const data = await getService(strapi, 'api::system.system').health();
    ctx.set('Cache-Control', 'no-store');
    send(ctx, { success: true, data });
  },
});
