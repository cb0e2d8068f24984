import { ClassNames } from '@emotion/react';
import { useTheme } from '@mui/material/styles';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { rowLook } from './rowLook';

/** The class of each kind of a row's parts (see rowLook). */
export interface RowClassNames {
  row: string;
  cell: string;
  action: string;
}

const RowClassesContext = createContext<RowClassNames>({ row: '', cell: '', action: '' });

/** The classes, the same object for as long as the class names are the same (rows are memoised). */
function Provide({ row, cell, action, children }: RowClassNames & { children: ReactNode }) {
  const value = useMemo(() => ({ row, cell, action }), [row, cell, action]);
  return <RowClassesContext.Provider value={value}>{children}</RowClassesContext.Provider>;
}

/** Makes the rows' classes once for the table inside it, in the theme's look and direction. */
export function RowClasses({ children }: { children: ReactNode }) {
  const theme = useTheme();
  const look = useMemo(() => rowLook(theme), [theme]);
  return (
    <ClassNames>
      {({ css }) => (
        <Provide row={css(look.row)} cell={css(look.cell)} action={css(look.action)}>
          {children}
        </Provide>
      )}
    </ClassNames>
  );
}

/** The classes of the table a row is drawn in. */
export function useRowClasses(): RowClassNames {
  return useContext(RowClassesContext);
}
