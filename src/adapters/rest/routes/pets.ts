import { RouteGroup } from '../../shared/http-routes.js';
import type { Middleware } from 'koa';
import type { Core } from '../../../core/core.js';
import type { Pet } from '../../../core/pets/index.js';
import { assertCanWritePets } from '../../../core/pets/policy.js';
import { authorize } from '../authorize.js';
import { entityTag, expectedVersionOf } from '../etag.js';
import { jsonBody } from '../middleware/json-body.js';
import { collectionBytes, sendJsonText } from '../collection-links.js';
import { petBytes, petJson } from '../pet-json.js';
import { petPath } from '../paths.js';
import { presentPet } from '../../shared/presenters/pets.js';
import { petListQueryOf } from '../query/list-queries.js';
import { publicBaseUrl } from '../public-url.js';
import type { RestContext, RestState } from '../state.js';
import { answeredNotModified, pageTag } from './pets-caching.js';

/** Callers who may not change pets are refused before a body is read. */
export const canWritePets = (): Middleware<RestState> => authorize(assertCanWritePets);

export function sendPet(ctx: RestContext, pet: Pet, baseUrl: string): void {
  ctx.set('ETag', entityTag(pet.id, pet.version));
  ctx.body = presentPet(pet, baseUrl);
}

/** `/v1/pets`: the catalog (public reads within a tenant; staff with `write:pets` change it). */
export function petsRouter(core: Core): RouteGroup {
  const router = new RouteGroup({ prefix: '/v1' });
  const baseOf = (ctx: RestContext) => publicBaseUrl(ctx, core.config.publicUrl);

  // Reads answer remembered JSON text of each pet (see petJson), not a presented object.
  router.get('/pets', async (ctx) => {
    const page = await core.pets.list(
      ctx.state.caller,
      petListQueryOf(ctx.querystring, () => ctx.query),
    );
    if (answeredNotModified(ctx, pageTag(page))) return;
    const base = baseOf(ctx);
    sendJsonText(
      ctx,
      collectionBytes(ctx, core.config.publicUrl, page, (pet) => petJson(pet, base)),
    );
  });

  router.post('/pets', canWritePets(), jsonBody(), async (ctx) => {
    const pet = await core.pets.create(ctx.state.caller, ctx.request.body);
    const base = baseOf(ctx);
    ctx.status = 201;
    ctx.set('Location', base + petPath(pet.id));
    sendPet(ctx, pet, base);
  });

  router.get('/pets/:petId', async (ctx) => {
    const pet = await core.pets.get(ctx.state.caller, ctx.params.petId ?? '');
    // The tag is set (once) by answeredNotModified.
    if (answeredNotModified(ctx, entityTag(pet.id, pet.version))) return;
    sendJsonText(ctx, petBytes(pet, baseOf(ctx)));
  });

  router.put('/pets/:petId', canWritePets(), jsonBody(), async (ctx) => {
    const petId = ctx.params.petId ?? '';
    const expected = expectedVersionOf(ctx.get('if-match'), petId);
    const pet = await core.pets.replace(ctx.state.caller, petId, ctx.request.body, expected);
    sendPet(ctx, pet, baseOf(ctx));
  });

  router.delete('/pets/:petId', canWritePets(), async (ctx) => {
    const petId = ctx.params.petId ?? '';
    await core.pets.delete(ctx.state.caller, petId, expectedVersionOf(ctx.get('if-match'), petId));
    ctx.status = 204;
  });

  return router;
}
