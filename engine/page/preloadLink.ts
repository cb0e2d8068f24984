import { createContext, useContext } from 'react';

/** Starts the reads and code of the screen at a dashboard path (as a link gives it), for a pointer or focus resting on the link. */
export type PreloadLink = (to: string) => void;

const ignore: PreloadLink = () => undefined;

export const PreloadLinkContext = createContext<PreloadLink>(ignore);

/** Preloads a link's screen: nothing outside the dashboard's router (a component test). */
export function usePreloadLink(): PreloadLink {
  return useContext(PreloadLinkContext);
}
