// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { documentTitleText, useBaseDocumentTitle, useDocumentTitle } from './documentTitle';

function Screen({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}

function Menu({ title }: { title: string }) {
  useBaseDocumentTitle(title);
  return null;
}

describe('document title', () => {
  it('joins the title and the app name', () => {
    expect(documentTitleText('Edit: Riyad Bank', 'Dashboard')).toBe('Edit: Riyad Bank · Dashboard');
    expect(documentTitleText(null, 'Dashboard')).toBe('Dashboard');
  });

  it('names the screen shown, and the menu page once the screen is gone', () => {
    const view = render(
      <>
        <Menu title="Banks" />
        <Screen title="Edit: Riyad Bank" />
      </>,
    );
    expect(document.title).toMatch(/^Edit: Riyad Bank · /);
    view.rerender(<Menu title="Banks" />);
    expect(document.title).toMatch(/^Banks · /);
    view.unmount();
  });
});
