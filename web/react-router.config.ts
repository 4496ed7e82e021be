import type { Config } from '@react-router/dev/config';

/**
 * React Router's framework mode for the web app (docs/decisions/0031-react-router-framework-mode.md): route
 * modules under src/app/routes, listed in src/app/routes.ts; every page rendered on the server by the NestJS
 * app, which mounts the server build (dist/server/index.js) and serves the browser's files (dist/client).
 * The server build is CommonJS because the NestJS app (and jest, which runs it in the tests) is.
 */
export default {
  appDirectory: 'src/app',
  buildDirectory: 'dist',
  ssr: true,
  serverModuleFormat: 'cjs',
  // Every route's entry in the page itself (a few kB): with the default lazy discovery the browser fetched the
  // routes of the links on screen after starting, and the router update that followed, reaching parts of the
  // page still waiting for their code, made React drop their server markup until the code came.
  routeDiscovery: { mode: 'initial' },
  // React Router 7's behaviour, said explicitly (React Router 8 needs Node 22). v8_middleware would make the
  // load context a RouterContextProvider instead of the plain object the NestJS app gives (public-reads.port.ts).
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
