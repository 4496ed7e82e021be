import type { FactoryProvider } from '@nestjs/common';
import type { ValueToken } from '../config/config.module';

/** What a use case's constructor parameter is provided by: a port or class token, or a typed value token. */
type Dependency<T> = (abstract new (...args: never[]) => T) | ValueToken<T>;

/** One DI token per constructor parameter, in order; optional parameters may be left out. */
type Dependencies<Parameters extends unknown[]> = { [K in keyof Parameters]: Dependency<Parameters[K]> };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any constructor; the parameters are checked below
type UseCaseClass = new (...args: any[]) => object;

/**
 * Provides a domain use case (plain TypeScript, no Nest decorators) by constructing it from the given
 * tokens in its constructor's parameter order. The token list is type-checked against the constructor,
 * so a missing, extra or swapped dependency does not compile.
 */
export function useCase<C extends UseCaseClass>(useCaseClass: C, dependencies: Dependencies<ConstructorParameters<C>>): FactoryProvider {
  return {
    provide: useCaseClass,
    useFactory: (...deps: ConstructorParameters<C>) => new useCaseClass(...deps),
    inject: dependencies as unknown as FactoryProvider['inject'],
  };
}
