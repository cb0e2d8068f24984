import { isEmpty } from './isEmpty';

export function Serial({ value }: { value: unknown }) {
  return <>{isEmpty(value) ? '-' : String(value)}</>;
}
