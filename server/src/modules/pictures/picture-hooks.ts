import { entities } from '@aqar/domain/registry';
import { addHooks } from '../../resources/hooks.ts';
import { deletePicturesOf } from './pictures.ts';

/** A record's pictures are deleted with it, in the same transaction (no orphan files). */
export const registerPictureHooks = () => {
  for (const definition of entities.filter((entity) => entity.pictures)) {
    addHooks(definition.key, {
      afterDelete: async ({ tx, before }) => {
        await deletePicturesOf(tx, definition.key, [before.id as string]);
      },
    });
  }
};
