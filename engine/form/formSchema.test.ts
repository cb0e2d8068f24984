import { describe, expect, it } from 'vitest';
import { readDescriptorFiles } from '../cli/checkDescriptors.mjs';
import type { Area } from '../descriptor/descriptor.types';
import { FORM_MODES, modeSchema, translateSchema, validationSchema } from './formSchema.mjs';

describe('validationSchema', () => {
  it('is the same for a form in any language: what the build compiled is what the screen looks up', () => {
    const forms = readDescriptorFiles()
      .map((file) => JSON.parse(file.text) as Area)
      .filter((descriptor) => descriptor.kind === 'area' && descriptor.form);
    for (const area of forms) {
      for (const mode of FORM_MODES) {
        const schema = modeSchema(area.form, mode);
        for (const translate of [(key: string) => `ar:${key}`, (key: string) => `en:${key}`]) {
          expect(validationSchema(translateSchema(schema, translate)), `${area.area} ${mode}`).toEqual(validationSchema(schema));
        }
      }
    }
  });

  it('leaves out titles and descriptions, keeps a field named title and everything validation reads', () => {
    const schema = {
      type: 'object',
      title: 'k.form',
      required: ['title'],
      properties: { title: { type: 'string', title: 'k.title', description: 'k.help', maxLength: 5, oneOf: [{ const: 'a', title: 'k.a' }] } },
    };
    expect(validationSchema(schema)).toEqual({ type: 'object', required: ['title'], properties: { title: { type: 'string', maxLength: 5, oneOf: [{ const: 'a' }] } } });
  });
});
