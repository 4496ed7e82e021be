import { RequestMethod, type Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import type { INestApplication } from '@nestjs/common';
import { declaredAccessOf, type RouteAccess } from '../../src/api/auth/access';

/** One route of the running app: "GET /api/companies/:id", and the access it declares (null: none). */
export interface RouteEntry {
  route: string;
  controller: string;
  handler: string;
  access: RouteAccess | null;
}

const asList = (path: unknown): string[] => (Array.isArray(path) ? path : [typeof path === 'string' ? path : '']);
const join = (...parts: string[]) =>
  `/${parts
    .flatMap((p) => p.split('/'))
    .filter(Boolean)
    .join('/')}`;

/** Every route of every controller of `app` under the global prefix `/api`, with its declared access, sorted. */
export function routeTable(app: INestApplication): RouteEntry[] {
  const entries: RouteEntry[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Type<unknown> | null;
      if (!controller) continue;
      const prototype = controller.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(prototype)) {
        const handler = prototype[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const path = Reflect.getMetadata(PATH_METADATA, handler) as unknown;
        if (path === undefined) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
        for (const base of asList(Reflect.getMetadata(PATH_METADATA, controller))) {
          for (const sub of asList(path)) {
            entries.push({ route: `${method} ${join('api', base, sub)}`, controller: controller.name, handler: name, access: declaredAccessOf(handler, controller) });
          }
        }
      }
    }
  }
  return entries.sort((a, b) => a.route.localeCompare(b.route));
}
