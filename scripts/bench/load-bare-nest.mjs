// The yardstick of the load part of `npm run bench`: a bare Nest app with the app's own middleware (request log,
// security headers, origin check, compression, the query parsed once, the NUL check, the validation pipe and the
// error filter) whose one controller answers each path with a constant: the bytes the real app answered for it.
// So the ratio says what the app's own work costs on top of the framework, not on top of node:http.
import { createRequire } from 'node:module';
import { join } from 'node:path';

/**
 * Starts the bare Nest app on a free loopback port.
 * @param {string} root the project root (dist/ must be built)
 * @param {object} config the app's AppConfig (log level, security header settings, APP_URL)
 * @param {Map<string, { contentType: string, body: Buffer }>} answers per path (with its query); any other path gets the first
 * @returns {Promise<{ base: string, close: () => Promise<void> }>}
 */
export async function startBareNestApp(root, config, answers) {
  const require = createRequire(join(root, 'package.json'));
  require('reflect-metadata');
  const { Controller, Get, Module, Req } = require('@nestjs/common');
  const { NestFactory } = require('@nestjs/core');
  const compression = require('compression');
  const dist = (path) => require(join(root, 'dist', path));
  const { requestLog } = dist('api/http/request-log.js');
  const { securityHeaders } = dist('api/http/security-headers.js');
  const { originCheck } = dist('api/http/origin-check.middleware.js');
  const { COMPRESSION_THRESHOLD } = dist('api/http/encoded-body.js');
  const { parseQueryOnce } = dist('api/http/query-once.js');
  const { refuseNulCharacters } = dist('api/http/nul-characters.js');
  const { apiValidationPipe } = dist('api/http/validation.pipe.js');
  const { HttpErrorFilter } = dist('api/http/http-error.filter.js');

  // Kept as text: Nest sends a string as it is (a Buffer it would serialise as JSON).
  const texts = new Map([...answers].map(([path, { contentType, body }]) => [path, { contentType, text: body.toString('utf8') }]));
  const first = texts.values().next().value;
  class ConstantController {
    answer(req) {
      const answer = texts.get(req.originalUrl) ?? first;
      req.res.type(answer.contentType);
      return answer.text;
    }
  }
  Reflect.decorate([Get('{*path}')], ConstantController.prototype, 'answer', Object.getOwnPropertyDescriptor(ConstantController.prototype, 'answer'));
  Req()(ConstantController.prototype, 'answer', 0);
  Reflect.decorate([Controller()], ConstantController);
  class BareModule {}
  Reflect.decorate([Module({ controllers: [ConstantController] })], BareModule);

  const app = await NestFactory.create(BareModule, { logger: false, bodyParser: false });
  app.disable('x-powered-by');
  app.use(requestLog(config));
  app.use(securityHeaders(config));
  app.use('/api', originCheck(config.appUrl));
  app.use('/api', compression({ threshold: COMPRESSION_THRESHOLD }));
  app.use('/api', parseQueryOnce());
  app.use('/api', refuseNulCharacters());
  app.setGlobalPrefix('api');
  app.useGlobalPipes(apiValidationPipe());
  app.useGlobalFilters(new HttpErrorFilter());
  await app.listen(0, '127.0.0.1');
  return { base: `http://127.0.0.1:${app.getHttpServer().address().port}`, close: () => app.close() };
}
