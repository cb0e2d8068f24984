// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { TestProviders } from '../testing/TestProviders';
import { i18n } from '../i18n/i18n';
import { CustomActionDialog } from './CustomActionDialog';

const reply = {
  label: 'contactMessages.replyAction',
  prompt: [{ name: 'reply_message', label: 'contactMessages.reply', multiline: true, required: true, type: 'text' as const, message: 'validation.required' }],
  context: [
    { field: 'name', label: 'common.name', cell: 'text' as const },
    { field: 'message', label: 'contactMessages.message', cell: 'text' as const },
    { field: 'balance', label: 'wallets.amount', cell: 'money' as const },
  ],
};
const row = { id: 7, name: 'Sara Ahmed', message: 'The technician never came.\nPlease call me back.', balance: 1250.5 };

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => cleanup());

describe('the dialog of a custom action', () => {
  it('shows the context fields of the row, read-only, above the reply field', () => {
    render(
      <TestProviders>
        <CustomActionDialog action={reply} row={row} busy={false} onSend={() => {}} onCancel={() => {}} />
      </TestProviders>,
    );
    const dialog = screen.getByRole('dialog');
    // The box is named by the labels of what it shows.
    const context = within(dialog).getByLabelText(reply.context.map((field) => i18n.t(field.label)).join(', '));
    expect(context.textContent).toContain('Sara Ahmed');
    expect(context.textContent).toContain('The technician never came.');
    expect(context.textContent).toContain(i18n.t('contactMessages.message'));
    // An amount reads as money, as the list shows it.
    expect(context.textContent).toContain(`1,250.50 ${i18n.t('common.currency')}`);
    expect(context.querySelector('input, textarea')).toBeNull();
    const field = within(dialog).getByRole('textbox', { name: new RegExp(i18n.t('contactMessages.reply')) });
    expect(context.compareDocumentPosition(field) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows no context box when the action names none', () => {
    render(
      <TestProviders>
        <CustomActionDialog action={{ ...reply, context: [] }} row={row} busy={false} onSend={() => {}} onCancel={() => {}} />
      </TestProviders>,
    );
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByText('Sara Ahmed')).toBeNull();
    expect(within(dialog).queryByText(i18n.t('contactMessages.message'))).toBeNull();
    expect(within(dialog).getByRole('textbox', { name: new RegExp(i18n.t('contactMessages.reply')) })).toHaveProperty('value', '');
  });
});
