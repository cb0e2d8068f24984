import { ClassNames, type CSSObject } from '@emotion/react';
import { type Theme, useTheme } from '@mui/material/styles';
import { createContext, type ReactNode, useContext, useMemo } from 'react';

/** The styles of each kind of element, made from the theme (its colours, its direction). */
type Look<K extends string> = (theme: Theme) => Record<K, CSSObject>;

interface SharedClasses<K extends string> {
  /** Makes the classes once for everything inside it. */
  Provider: (props: { children: ReactNode }) => ReactNode;
  /** The classes of the provider around the caller. */
  useClasses: () => Record<K, string>;
}

/**
 * Classes shared by many plain elements of one kind (a table's cells, a menu's entries), made
 * once where they are provided. MUI's components make their styles again for each element they
 * draw (and add a few components of their own around it); where a screen draws dozens or
 * hundreds of the same element, plain elements sharing a class draw the same for a fraction of
 * the work. The classes go through emotion's cache, so they are in the theme's direction and in
 * the style snapshot like MUI's own.
 */
export function sharedClasses<K extends string>(name: string, look: Look<K>): SharedClasses<K> {
  const Context = createContext<Record<K, string> | null>(null);

  /** The same object for as long as the class names are the same, so memoised elements stay drawn. */
  function Provide({ names, children }: { names: Record<K, string>; children: ReactNode }) {
    const key = JSON.stringify(names);
    const value = useMemo(() => JSON.parse(key) as Record<K, string>, [key]);
    return <Context.Provider value={value}>{children}</Context.Provider>;
  }

  function Provider({ children }: { children: ReactNode }) {
    const theme = useTheme();
    const styles = useMemo(() => look(theme), [theme]);
    return (
      <ClassNames>
        {({ css }) => {
          const names = {} as Record<K, string>;
          for (const kind of Object.keys(styles) as K[]) names[kind] = css(styles[kind]);
          return <Provide names={names}>{children}</Provide>;
        }}
      </ClassNames>
    );
  }

  function useClasses(): Record<K, string> {
    const classes = useContext(Context);
    if (!classes) throw new Error(`${name}: drawn outside its classes’ provider`);
    return classes;
  }

  return { Provider, useClasses };
}
