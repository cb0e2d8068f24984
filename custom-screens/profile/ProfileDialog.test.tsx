// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ComponentProps } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { clearSession, getSession, i18n, runRules, saveSession, t } from '../../engine';
import { TestProviders } from '../../engine/testing';
import { ProfileButton } from './ProfileButton';
import { ProfileDialog } from './ProfileDialog';
import { profilePayload, profileRuleValues, profileRules } from './profileForm';

/** Every toast, in order (what the admin would see, and how often). */
const toasts = vi.hoisted(() => [] as { message: string; variant: unknown }[]);
/** Whether the toast stack (fetched with the page's first press) has been drawn. */
const stack = vi.hoisted(() => ({ drawn: false }));
vi.mock('notistack', async (importOriginal) => {
  const actual = await importOriginal<typeof import('notistack')>();
  return {
    ...actual,
    SnackbarProvider: (props: ComponentProps<typeof actual.SnackbarProvider>) => {
      stack.drawn = true;
      return <actual.SnackbarProvider {...props} />;
    },
    enqueueSnackbar: (message: unknown, options?: { variant?: unknown; key?: unknown }) => {
      toasts.push({ message: String(message), variant: options?.variant });
      // A key of its own, as notistack gives each toast.
      return options?.key ?? toasts.length;
    },
    closeSnackbar: () => {},
  };
});

const fetchStub = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const PROFILE = { id: 7, name: 'Sara Admin', email: 'sara@example.com', phone_number: '0500000000', avatar: null, active: true, role: [] };

/** The requests sent, read once each (a Request body can be read only once). */
let sent: { method: string; url: string; form: FormData | null }[] = [];
let postAnswer: () => Response;

function posts() {
  return sent.filter((request) => request.method === 'POST');
}

function lastForm(): FormData {
  const form = posts().at(-1)?.form;
  if (!form) throw new Error('no multipart POST was sent');
  return form;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The field its label names; a required field's label ends with an asterisk. */
const labelled = (key: string) => new RegExp(`^${escapeRegExp(t(key))}(\\s*\\*)?$`);
const field = (key: string) => screen.getByLabelText(labelled(key)) as HTMLInputElement;
const noField = (key: string) => screen.queryByLabelText(labelled(key));
const findField = (key: string) => screen.findByLabelText(labelled(key));
const fill = (key: string, value: string) => fireEvent.change(field(key), { target: { value } });
const toggle = (key: string) => screen.getByRole('switch', { name: t(key) }) as HTMLInputElement;
const saveButton = () => screen.getByRole('button', { name: t('common.save') }) as HTMLButtonElement;
const save = () => fireEvent.click(saveButton());
const invalid = (key: string) => field(key).getAttribute('aria-invalid');
const pickImage = (file: File) => fireEvent.change(screen.getByLabelText(t('engine.chooseImage')), { target: { files: [file] } });

/** The toast the last action showed: only an error with this key's text. */
function lastToastIs(key: string, variant = 'error') {
  expect(toasts.at(-1)).toEqual({ message: t(key), variant });
}

function renderDialog(onClose = vi.fn()) {
  render(
    <TestProviders>
      <ProfileDialog open onClose={onClose} />
    </TestProviders>,
  );
  return onClose;
}

beforeAll(async () => {
  await i18n.changeLanguage('en');
  // The toast stack comes with the page's first press; once in, each toast is shown as it is asked for.
  render(<TestProviders>{null}</TestProviders>);
  fireEvent.pointerDown(document.body);
  await waitFor(() => expect(stack.drawn).toBe(true));
  cleanup();
});

beforeEach(() => {
  saveSession({ id: 7, token: 'tok', name: 'Sara Admin', email: 'sara@example.com' });
  sent = [];
  toasts.length = 0;
  postAnswer = () => json(200, { message: 'Edited Successfully', data: { ...PROFILE, name: 'New Name', avatar: 'http://localhost/storage/me.png' } });
  fetchStub.mockReset();
  fetchStub.mockImplementation(async (input) => {
    const request = input as Request;
    const multipart = (request.headers.get('content-type') ?? '').includes('multipart/form-data');
    sent.push({ method: request.method, url: new URL(request.url).pathname, form: multipart ? await request.formData() : null });
    return request.method === 'GET' ? json(200, { data: PROFILE }) : postAnswer();
  });
  vi.stubGlobal('fetch', fetchStub);
});

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

describe('ProfileDialog', () => {
  it('reads the signed-in admin by id and fills the form, with initials when there is no avatar', async () => {
    renderDialog();
    expect(screen.getByLabelText(t('common.loading')).getAttribute('aria-busy')).toBe('true');
    expect((await findField('common.name')).getAttribute('value')).toBe('Sara Admin');
    expect(sent[0]?.url).toBe('/api/v1/dashboard/users/7');
    expect(field('common.email').value).toBe('sara@example.com');
    expect(field('common.phone').value).toBe('0500000000');
    expect(field('common.phone').maxLength).toBe(15);
    expect(toggle('common.active').checked).toBe(true);
    expect(toggle('admins.changePassword').checked).toBe(false);
    expect(screen.getByTestId('profile-avatar').textContent).toBe('SA');
    expect(screen.queryByRole('img', { name: 'Sara Admin' })).toBeNull();
  });

  it('shows the load error with a retry', async () => {
    fetchStub.mockImplementationOnce(async () => json(500, { message: 'Server down' }));
    renderDialog();
    fireEvent.click(await screen.findByRole('button', { name: t('common.retry') }));
    expect(((await findField('common.name')) as HTMLInputElement).value).toBe('Sara Admin');
    expect(screen.queryByRole('button', { name: t('common.retry') })).toBeNull();
  });

  it('shows the password fields only while the change-password switch is on', async () => {
    renderDialog();
    await findField('common.name');
    expect(noField('auth.newPassword')).toBeNull();
    expect(noField('auth.confirmPassword')).toBeNull();
    fireEvent.click(toggle('admins.changePassword'));
    // Empty and masked.
    for (const key of ['auth.newPassword', 'auth.confirmPassword']) {
      expect(field(key).value).toBe('');
      expect(field(key).type).toBe('password');
    }
    fireEvent.click(toggle('admins.changePassword'));
    expect(noField('auth.newPassword')).toBeNull();
  });

  it('checks the fields in order, toasting the first failure and marking its field, and sends nothing', async () => {
    renderDialog();
    await findField('common.name');

    fill('common.name', '   ');
    fill('common.email', '');
    save();
    lastToastIs('VALIDATION.name');
    expect(invalid('common.name')).toBe('true');
    expect(invalid('common.email')).toBe('false');

    fill('common.name', 'Sara');
    expect(invalid('common.name')).toBe('false');
    save();
    lastToastIs('VALIDATION.email');
    expect(invalid('common.email')).toBe('true');

    fill('common.email', '  not-an-email ');
    save();
    lastToastIs('VALIDATION.emailInvalid');
    expect(invalid('common.email')).toBe('true');

    fill('common.email', ' sara@example.com ');
    fireEvent.click(toggle('admins.changePassword'));
    save();
    lastToastIs('VALIDATION.password');
    expect(invalid('auth.newPassword')).toBe('true');

    fill('auth.newPassword', '12345');
    save();
    lastToastIs('VALIDATION.passwordLength');
    expect(invalid('auth.newPassword')).toBe('true');

    fill('auth.newPassword', '123456');
    save();
    lastToastIs('VALIDATION.password');
    expect(invalid('auth.confirmPassword')).toBe('true');
    expect(invalid('auth.newPassword')).toBe('false');

    fill('auth.confirmPassword', '12345');
    save();
    lastToastIs('VALIDATION.passwordLength');
    expect(invalid('auth.confirmPassword')).toBe('true');

    fill('auth.confirmPassword', '1234567');
    save();
    lastToastIs('VALIDATION.notEqualPasswords');
    expect(invalid('auth.confirmPassword')).toBe('true');

    // One toast per refused save, nothing sent.
    expect(toasts).toHaveLength(8);
    expect(posts()).toHaveLength(0);
  });

  it('sends the trimmed fields as multipart without password or image, then updates the session and closes', async () => {
    const onClose = renderDialog();
    await findField('common.name');
    fill('common.name', '  New Name  ');
    fill('common.phone', ' 0511111111 ');
    // Typed, then switched off again: the password is not sent.
    fireEvent.click(toggle('admins.changePassword'));
    fill('auth.newPassword', 'secret1');
    fireEvent.click(toggle('admins.changePassword'));
    save();

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posts()).toHaveLength(1);
    expect(posts()[0]?.url).toBe('/api/v1/dashboard/update-profile');
    const form = lastForm();
    expect(form.get('name')).toBe('New Name');
    expect(form.get('email')).toBe('sara@example.com');
    expect(form.get('phone_number')).toBe('0511111111');
    expect(form.get('status')).toBe('1');
    expect(form.has('password')).toBe(false);
    expect(form.has('password_confirmation')).toBe(false);
    expect(form.has('profile_image')).toBe(false);

    expect(toasts).toEqual([{ message: 'Edited Successfully', variant: 'success' }]);
    expect(getSession()).toMatchObject({ id: 7, token: 'tok', name: 'New Name', email: 'sara@example.com', avatar: 'http://localhost/storage/me.png' });
  });

  it('sends the status as 0, the picked image and the password when the switch is on', async () => {
    renderDialog();
    await findField('common.name');
    const image = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    pickImage(image);
    // The picked picture takes the initials' place.
    expect((await screen.findByRole('img', { name: 'Sara Admin' })).getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(screen.queryByText('SA')).toBeNull();
    fireEvent.click(toggle('common.active'));
    fireEvent.click(toggle('admins.changePassword'));
    fill('auth.newPassword', 'secret1');
    fill('auth.confirmPassword', 'secret1');
    fill('profile.currentPassword', ' Old pass1 ');
    save();

    await waitFor(() => expect(posts()).toHaveLength(1));
    const form = lastForm();
    expect(form.get('status')).toBe('0');
    expect(form.get('password')).toBe('secret1');
    expect(form.get('password_confirmation')).toBe('secret1');
    // Sent as typed: spaces may be part of a password.
    expect(form.get('current_password')).toBe(' Old pass1 ');
    // jsdom's File loses its name on the way through Node's Request; the name is checked on the body below.
    expect(form.get('profile_image')).toMatchObject({ type: 'image/png' });
  });

  it('refuses a file that is not a png or jpeg image', async () => {
    renderDialog();
    await findField('common.name');
    const gif = new File(['GIF89a'], 'me.gif', { type: 'image/gif' });
    pickImage(gif);
    await waitFor(() => lastToastIs('VALIDATION.imageType'));
    expect(screen.queryByRole('img', { name: 'Sara Admin' })).toBeNull();
    save();
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(lastForm().has('profile_image')).toBe(false);
  });

  it('on a refused save toasts the server message once, marks the field and keeps what was typed', async () => {
    postAnswer = () => json(422, { message: 'The email has already been taken.', errors: { email: ['The email has already been taken.'] } });
    const onClose = renderDialog();
    await findField('common.name');
    fill('common.email', 'taken@example.com');
    fill('profile.currentPassword', 'Secret1');
    save();
    await waitFor(() => expect(invalid('common.email')).toBe('true'));
    expect(toasts).toEqual([{ message: 'The email has already been taken.', variant: 'error' }]);
    expect(field('common.email').value).toBe('taken@example.com');
    expect(onClose).not.toHaveBeenCalled();
    expect(getSession()?.email).toBe('sara@example.com');
  });

  it('asks for the current password only while the password or the email changes', async () => {
    renderDialog();
    await findField('common.name');
    expect(noField('profile.currentPassword')).toBeNull();
    fill('common.email', 'SARA@example.com');
    expect(noField('profile.currentPassword')).toBeNull();
    fill('common.email', 'sara.new@example.com');
    expect(field('profile.currentPassword').value).toBe('');
    save();
    lastToastIs('VALIDATION.currentPassword');
    expect(invalid('profile.currentPassword')).toBe('true');
    expect(posts()).toHaveLength(0);

    fill('common.email', 'sara@example.com');
    expect(noField('profile.currentPassword')).toBeNull();
    fireEvent.click(toggle('admins.changePassword'));
    expect(field('profile.currentPassword').value).toBe('');
    fireEvent.click(toggle('admins.changePassword'));
    save();
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(lastForm().has('current_password')).toBe(false);
  });

  it("toasts the server's refusal of a wrong current password and marks the field, keeping the dialog open", async () => {
    const message = 'The current password is incorrect';
    postAnswer = () => json(422, { message, errors: { current_password: [message] } });
    const onClose = renderDialog();
    await findField('common.name');
    fill('common.email', 'sara.new@example.com');
    fill('profile.currentPassword', 'Wrong123');
    save();
    await waitFor(() => expect(invalid('profile.currentPassword')).toBe('true'));
    expect(toasts).toEqual([{ message, variant: 'error' }]);
    expect(lastForm().get('current_password')).toBe('Wrong123');
    expect(field('common.email').value).toBe('sara.new@example.com');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends one request for a double click', async () => {
    let release: (response: Response) => void = () => {};
    postAnswer = () => json(200, {});
    fetchStub.mockImplementation(async (input) => {
      const request = input as Request;
      sent.push({ method: request.method, url: new URL(request.url).pathname, form: null });
      if (request.method === 'GET') return json(200, { data: PROFILE });
      return new Promise<Response>((resolve) => {
        release = resolve;
      });
    });
    renderDialog();
    await findField('common.name');
    save();
    save();
    await waitFor(() => expect(saveButton().disabled).toBe(true));
    save();
    expect(posts()).toHaveLength(1);
    await act(async () => release(json(200, { message: 'ok' })));
  });
});

describe('profile rules and payload', () => {
  const values = {
    name: 'A',
    email: 'a@b.co',
    phone_number: '',
    status: true,
    change_password: false,
    password: '',
    password_confirmation: '',
    current_password: '',
    profile_image: null,
  };
  const profile = { id: 1, name: 'A', email: 'a@b.co', phone_number: '', avatar: null, active: true };

  it('skips the password rules while the switch is off', () => {
    expect(runRules(profileRules, values)).toBeNull();
    expect(runRules(profileRules, { ...values, change_password: true })?.message).toBe('VALIDATION.password');
    expect(runRules(profileRules, { ...values, email: 'a@b' })?.message).toBe('VALIDATION.emailInvalid');
    expect(runRules(profileRules, { ...values, phone_number: '0'.repeat(16) })?.field).toBe('phone_number');
  });

  it('asks for the current password once the password or the email changes', () => {
    const withPassword = { ...values, change_password: true, password: 'secret1', password_confirmation: 'secret1' };
    expect(runRules(profileRules, profileRuleValues(profile, withPassword))?.field).toBe('current_password');
    expect(runRules(profileRules, profileRuleValues(profile, { ...values, email: 'c@d.co' }))?.field).toBe('current_password');
    expect(runRules(profileRules, profileRuleValues(profile, { ...values, email: 'A@B.co' }))).toBeNull();
    expect(runRules(profileRules, profileRuleValues(profile, { ...withPassword, current_password: 'Old1' }))).toBeNull();
  });

  it('builds the multipart body', async () => {
    const form = profilePayload({ ...values, change_password: true, password: 'secret1', password_confirmation: 'secret1', status: false });
    expect([...form.keys()]).toEqual(['name', 'email', 'phone_number', 'status', 'password', 'password_confirmation']);
    expect(form.get('status')).toBe('0');
    const confirmed = profilePayload({ ...values, email: 'c@d.co', current_password: 'Old1' }, true);
    expect([...confirmed.keys()]).toEqual(['name', 'email', 'phone_number', 'status', 'current_password']);
    expect(confirmed.get('current_password')).toBe('Old1');

    const withImage = profilePayload({ ...values, profile_image: 'data:image/png;name=me.png;base64,iVBORw==' });
    expect([...withImage.keys()]).toEqual(['profile_image', 'name', 'email', 'phone_number', 'status']);
    const image = withImage.get('profile_image') as File;
    expect(image.name).toBe('me.png');
    expect(image.type).toBe('image/png');
    expect([...new Uint8Array(await image.arrayBuffer())]).toEqual([137, 80, 78, 71]);
  });
});

describe('Profile button', () => {
  it('opens the lazily loaded dialog, shows the new name on save and gives the focus back', async () => {
    render(
      <TestProviders>
        <ProfileButton />
      </TestProviders>,
    );
    const button = screen.getByRole('button', { name: t('profile.open') });
    expect(button.textContent).toBe('SA');
    button.focus();
    fireEvent.click(button);
    await screen.findByLabelText(labelled('common.name'), {}, { timeout: 5000 });
    fill('common.name', 'New Name');
    save();
    // The avatar shows the saved picture; the header's greeting reads the same session.
    await waitFor(() => expect(within(button).getByAltText('New Name').getAttribute('src')).toBe('http://localhost/storage/me.png'));
    expect(getSession()?.name).toBe('New Name');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: t('profile.title') })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
  });
});
