import { SetMetadata, type CanActivate, type ExecutionContext, type Type } from '@nestjs/common';
import { GUARDS_METADATA } from '@nestjs/common/constants';

/**
 * Who may call a route, as docs/security.md lists them: visitors (anyone, marked `@Public()`), signed-in members,
 * approved members, verified vendors of the company concerned, admins.
 */
export type RouteAccess = 'visitor' | 'member' | 'approved member' | 'vendor' | 'admin';

const PUBLIC_ROUTE = 'biovetted:public-route';
const GUARD_ACCESS = 'biovetted:guard-access';

/**
 * Opens a route (or, on a controller, each of its routes) to visitors. Every route must declare its access:
 * `@Public()` here, or a guard that declares one (`@UseGuards(SignedInGuard)` and the like); the global
 * DenyByDefaultGuard refuses any other.
 */
export const Public = (): MethodDecorator & ClassDecorator => SetMetadata(PUBLIC_ROUTE, true);

/** Marks a guard class as the check of one access level, so a route that uses it has declared its access. */
export function DeclaresAccess(access: Exclude<RouteAccess, 'visitor'>): ClassDecorator {
  return (target) => {
    Reflect.defineMetadata(GUARD_ACCESS, access, target);
  };
}

/** Strictest last: a route guarded by several declares the last one's access. */
const STRICTNESS: RouteAccess[] = ['visitor', 'member', 'approved member', 'vendor', 'admin'];

/**
 * The access a route declares: 'visitor' for `@Public()` (on the handler or its controller), else the strictest
 * access the guards of the handler and its controller declare; null when it declares none.
 */
export function declaredAccessOf(handler: object, controller: Type<unknown>): RouteAccess | null {
  if (Reflect.getMetadata(PUBLIC_ROUTE, handler) === true || Reflect.getMetadata(PUBLIC_ROUTE, controller) === true) return 'visitor';
  const guards: (Type<CanActivate> | CanActivate)[] = [
    ...((Reflect.getMetadata(GUARDS_METADATA, controller) as (Type<CanActivate> | CanActivate)[] | undefined) ?? []),
    ...((Reflect.getMetadata(GUARDS_METADATA, handler) as (Type<CanActivate> | CanActivate)[] | undefined) ?? []),
  ];
  const declared = guards
    .map((guard) => Reflect.getMetadata(GUARD_ACCESS, typeof guard === 'function' ? guard : guard.constructor) as RouteAccess | undefined)
    .filter((access): access is RouteAccess => access !== undefined);
  if (declared.length === 0) return null;
  return declared.reduce((strictest, access) => (STRICTNESS.indexOf(access) > STRICTNESS.indexOf(strictest) ? access : strictest));
}

/** declaredAccessOf the route an execution context runs. */
export const accessOfContext = (context: ExecutionContext): RouteAccess | null => declaredAccessOf(context.getHandler(), context.getClass());
