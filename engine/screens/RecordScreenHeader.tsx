import type { ReactNode } from 'react';
import type { Area } from '../descriptor/descriptor.types';
import { ScreenHeader } from './ScreenHeader';
import type { RecordScreenKind } from './screenTrail';
import { useRecordHeading } from './useRecordHeading';

/** The header of an area's create, edit, show or single page, naming the record once it is read. */
export function RecordScreenHeader({ area, kind, id, answer, children }: { area: Area; kind: RecordScreenKind; id?: string | undefined; answer?: unknown; children?: ReactNode }) {
  const heading = useRecordHeading(area, kind, id, answer);
  return (
    <ScreenHeader title={heading.title} breadcrumbs={heading.breadcrumbs}>
      {children}
    </ScreenHeader>
  );
}
