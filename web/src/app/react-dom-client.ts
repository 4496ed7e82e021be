// React DOM's client, in a chunk of its own (web/vite.config.mts) whose evaluation runs the package's
// CommonJS body: start-after-paint.js evaluates each of the entry's chunks in a task of its own, and React
// DOM's start-up (about a fifth of the app's) then no longer adds to the entry's task.
export { createRoot, hydrateRoot } from 'react-dom/client';
