import type { DeferredDescriptor } from '../descriptor/splitDescriptors';
import type { LocaleTexts } from '../i18n/i18n';
import type { CustomScreens } from '../registries/customScreens';
import type { Language } from '../session/session';
import type { ProductComponent } from './useDashboard';

/** Everything the product gives the engine: the engine itself knows no area, screen or text by name. */
export interface DashboardSetup {
  /**
   * The texts, in every language the dashboard speaks: each the texts themselves or a loader
   * (`() => import('./ar.json')`), so a page fetches only its own language's (a change of
   * language reloads the page).
   */
  locales: Readonly<Record<Language, LocaleSource>>;
  /**
   * What the signed-in dashboard is made of, or how to fetch it (`() => import('./dashboard')`):
   * a signed-out visitor on the sign-in page then downloads none of it.
   */
  dashboard: DashboardParts | (() => Promise<DashboardParts>);
  /** Where the dashboard is drawn; the page's #root by default. */
  container?: Element | null;
}

/** The product's areas, screens and pages. */
export interface DashboardParts {
  /**
   * The contents of every descriptor file (areas, the menu, the notifications), checked by the
   * build. An area may come as its outline and a loader of the whole (`{ outline, load }`, see
   * engine/descriptor/areaOutline.mjs), fetched when one of its screens first opens.
   */
  descriptors: readonly (unknown | DeferredDescriptor)[];
  /** The bespoke screens descriptors name in "custom". */
  customScreens: CustomScreens;
  /** The page at /home, where a signed-in admin lands. */
  homePage: ProductComponent;
  /** Drawn at the end of the header (the admin's profile). */
  headerActions?: ProductComponent;
}

/** One language's texts, or how to fetch them. */
export type LocaleSource = LocaleTexts | (() => Promise<LocaleTexts | { default: LocaleTexts }>);
