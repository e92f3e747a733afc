import Fastify from 'fastify';
import { webPlugin } from '/work/main/api/src/web/index.ts';
const app = Fastify({ logger: { level: 'warn' } });
await app.register(webPlugin, { rootDir: '/work/main', compositionFile: process.env.COMPOSITION_FILE ?? '/work/main/composition.config.json', overrideOrigins: process.env.MF_OVERRIDE_ORIGINS?.split(',') });
await app.listen({ port: Number(process.env.PORT ?? 8099), host: '127.0.0.1' });
console.log('listening');
