import { expect, test } from 'vitest';
import type { CallerContext } from '../../src/core/context.js';
import type { Core } from '../../src/core/core.js';
import { createGraphqlContext } from '../../src/adapters/graphql/context.js';

test('Apollo copies the context without making its loaders: they stay made on first use', () => {
  const context = createGraphqlContext({} as Core, {} as CallerContext, 'http://localhost');
  // Apollo copies the context it is given for every request (Object.assign into an object of the
  // same prototype), which reads every own property: a getter there would run for every request.
  const accessors = Object.entries(Object.getOwnPropertyDescriptors(context)).filter(
    ([, descriptor]) => descriptor.get !== undefined,
  );
  expect(accessors.map(([name]) => name)).toEqual([]);
  const copy = Object.assign(Object.create(Object.getPrototypeOf(context) as object) as object, context);
  expect((copy as typeof context).loaders).toBe(context.loaders);
  // The loaders themselves are made when first asked for, and then kept for the request.
  expect(Object.getOwnPropertyDescriptor(context.loaders, 'pets')?.get).toBeTypeOf('function');
  expect(context.loaders.pets).toBe(context.loaders.pets);
});
