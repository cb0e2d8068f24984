import { createElement, useCallback, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import type { Area } from '../descriptor/descriptor.types';
import { errorText } from '../api/errorText';
import { areaData, MalformedAnswer } from '../data/areaData';
import { lastAnswer } from '../data/warmRead';
import { changedMeanwhile, defaultChoices, diffThreeWay, mergeValues, type Choice } from './conflicts';
import { conflictValueText } from './conflictValueText';
import { ConflictDialog, type ConflictRow } from './ConflictDialog';
import { RecheckFailedDialog, type RecheckAnswer } from './RecheckFailedDialog';
import { recordToForm, type FormMode, type FormValues, type ObjectSchema } from './formModel';

type Question =
  | { kind: 'conflict'; rows: ConflictRow[]; initial: Record<string, Choice>; resolve: (choices: Record<string, Choice> | null) => void }
  | { kind: 'failed'; reason: string; resolve: (answer: RecheckAnswer) => void };

interface SaveWithConflicts {
  /**
   * Reads the record again and compares it with what the form opened with: the values to save
   * (the admin's, or merged with another admin's changes as chosen), or null when the admin went
   * back to the form.
   */
  check: (mine: FormValues, fields: readonly string[]) => Promise<FormValues | null>;
  /** The record holds these values now (saved): later saves compare with them. */
  saved: (values: FormValues) => void;
  /**
   * The record is taken to have held these values when the form opened: putting back earlier
   * values from its history, a field holding something else now (changed again since) is asked about.
   */
  expect: (values: FormValues) => void;
  /** The question asked, when one is: render it in the screen. */
  dialog: ReactElement | null;
}

interface Options {
  area: Area;
  mode: FormMode;
  id: string | undefined;
  schema: ObjectSchema;
  /** What the form opened with. */
  initial: FormValues;
  /** Each field's label in the admin's language. */
  titles: Readonly<Record<string, string>>;
}

/** Saving an edit without overwriting what another admin saved since the form opened. */
export function useSaveWithConflicts({ area, mode, id, schema, initial, titles }: Options): SaveWithConflicts {
  const { t } = useTranslation();
  const base = useRef(initial);
  const [question, setQuestion] = useState<Question | null>(null);

  const describe = useCallback(
    (field: string, value: unknown, values: FormValues) =>
      conflictValueText(value, {
        t: (key) => t(key),
        property: schema.properties[field],
        ui: (area.form?.uiSchema as Record<string, unknown> | undefined)?.[field],
        values,
        cached: lastAnswer,
      }),
    [t, schema, area],
  );

  const check = useCallback(
    async (mine: FormValues, fields: readonly string[]): Promise<FormValues | null> => {
      if (mode === 'create' || !area.api.show) return mine;
      const provider = areaData(area);
      for (;;) {
        let theirs: FormValues;
        try {
          theirs = recordToForm(area, await provider.one({ id }), schema);
        } catch (error) {
          const reason = error instanceof MalformedAnswer ? t('errors.server') : errorText(error);
          const answer = await new Promise<RecheckAnswer>((resolve) => setQuestion({ kind: 'failed', reason, resolve }));
          if (answer === 'retry') continue;
          return answer === 'save' ? mine : null;
        }
        const diff = diffThreeWay(fields, base.current, theirs, mine);
        const changed = changedMeanwhile(diff);
        if (changed.length === 0) return mine;
        const rows = changed.map((entry) => ({
          field: entry.field,
          label: titles[entry.field] ?? entry.field,
          status: entry.status,
          theirs: describe(entry.field, entry.theirs, theirs),
          mine: describe(entry.field, entry.mine, mine),
        }));
        const choices = await new Promise<Record<string, Choice> | null>((resolve) => setQuestion({ kind: 'conflict', rows, initial: defaultChoices(diff), resolve }));
        if (!choices) return null;
        // What they saved is what the next save compares with: a further change is caught again.
        base.current = theirs;
        return mergeValues(mine, diff, choices);
      }
    },
    [mode, area, id, schema, titles, describe, t],
  );

  const saved = useCallback((values: FormValues) => {
    base.current = values;
  }, []);
  const expect = useCallback((values: FormValues) => {
    base.current = { ...base.current, ...values };
  }, []);

  let dialog: ReactElement | null = null;
  if (question?.kind === 'conflict') {
    dialog = createElement(ConflictDialog, {
      rows: question.rows,
      initial: question.initial,
      onResolve: (choices) => {
        setQuestion(null);
        question.resolve(choices);
      },
    });
  } else if (question?.kind === 'failed') {
    dialog = createElement(RecheckFailedDialog, {
      reason: question.reason,
      onAnswer: (answer) => {
        setQuestion(null);
        question.resolve(answer);
      },
    });
  }
  return { check, saved, expect, dialog };
}
