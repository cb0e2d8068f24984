import type { FormValidator } from '../validation/form-validator.js';
import type { AdminNotice } from './notifier.js';

/** A demo call's own title and body, said in both languages instead of the event's texts. */
export interface DemoTexts {
  readonly title?: string | undefined;
  readonly body?: string | undefined;
}

const TITLE_LABEL = { ar: 'العنوان', en: 'title' } as const;
const BODY_LABEL = { ar: 'النص', en: 'body' } as const;

/** The demo call's optional `title` and `body`, so any text can be watched arriving (e.g. one that looks like markup). */
export function readDemoTexts(validator: FormValidator): DemoTexts {
  return {
    title: validator.text('title', TITLE_LABEL, { required: false, max: 255 }),
    body: validator.text('body', BODY_LABEL, { required: false, max: 2000 }),
  };
}

export function withDemoTexts(notice: AdminNotice, texts: DemoTexts): AdminNotice {
  const { title, body } = texts;
  return {
    ...notice,
    ...(title === undefined ? {} : { titleAr: title, titleEn: title }),
    ...(body === undefined ? {} : { bodyAr: body, bodyEn: body }),
  };
}
