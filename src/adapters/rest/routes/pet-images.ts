import { RouteGroup } from '../../shared/http-routes.js';
import { namedTenantOf } from '../../../core/context.js';
import type { Core } from '../../../core/core.js';
import { MAX_IMAGE_BYTES } from '../../../core/pets/image-check.js';
import { expectedVersionOf, noneMatch } from '../etag.js';
import { multipartFile } from '../multipart-file.js';
import { petImagePath } from '../../shared/presenters/pets.js';
import { publicBaseUrl } from '../public-url.js';
import { canWritePets, sendPet } from './pets.js';

const readImageFile = multipartFile('file', MAX_IMAGE_BYTES);

/** `/v1/pets/{petId}/images`: photos checked by content, stored in GridFS, served immutable. */
export function petImagesRouter(core: Core): RouteGroup {
  const router = new RouteGroup({ prefix: '/v1' });

  router.post('/pets/:petId/images', canWritePets(), async (ctx) => {
    const petId = ctx.params.petId ?? '';
    const bytes = await readImageFile(ctx);
    const expected = expectedVersionOf(ctx.get('if-match'), petId);
    const { pet, imageId } = await core.pets.addImage(ctx.state.caller, petId, bytes, expected);
    const base = publicBaseUrl(ctx, core.config.publicUrl);
    ctx.status = 201;
    ctx.set('Location', base + petImagePath(pet.id, imageId));
    sendPet(ctx, pet, base);
  });

  router.get('/pets/:petId/images/:imageId', async (ctx) => {
    const image = await core.pets.findImage(
      namedTenantOf(ctx.state.caller),
      ctx.params.petId ?? '',
      ctx.params.imageId ?? '',
    );
    // An image id names one immutable file: its id is a sufficient strong validator.
    const etag = `"${image.id}"`;
    ctx.set('ETag', etag);
    ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
    ctx.set('X-Content-Type-Options', 'nosniff');
    if (!noneMatch(ctx.get('if-none-match'), etag)) {
      ctx.status = 304;
      return;
    }
    ctx.type = image.contentType;
    ctx.body = core.pets.openImage(image);
    ctx.length = image.length;
  });

  router.delete('/pets/:petId/images/:imageId', canWritePets(), async (ctx) => {
    const petId = ctx.params.petId ?? '';
    const expected = expectedVersionOf(ctx.get('if-match'), petId);
    const pet = await core.pets.removeImage(ctx.state.caller, petId, ctx.params.imageId ?? '', expected);
    sendPet(ctx, pet, publicBaseUrl(ctx, core.config.publicUrl));
  });

  return router;
}
