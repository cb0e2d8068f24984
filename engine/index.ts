// The engine's public API: what the product's entry (app/) and its bespoke screens
// (custom-screens/) may use. Everything else in engine/ is internal and may change;
// tests/architecture.test.ts refuses an import of an internal path from outside.

// Starting the dashboard with what the product gives it
export { startDashboard } from './app/startDashboard';
export type { DashboardSetup } from './app/startDashboard';
export { startSignInPage } from './app/startSignIn';
export type { SignInSetup } from './app/startSignIn';
export { preloadable } from './routing/preloadable';
export type { PreloadableComponent } from './routing/preloadable';
export { useDashboard } from './descriptor/useDashboard';
export { useSnackbar } from './toasts/toasts';
export type { Dashboard, ProductComponent } from './descriptor/useDashboard';
export type { CustomScreenProps, CustomScreens } from './registries/customScreens';

// Descriptors
export type { Area, Menu, Notifications } from './descriptor/descriptor.types';
export type { LoadedDescriptors } from './descriptor/splitDescriptors';
export { listPath } from './descriptor/areaModel';
export type { ScreenKind } from './descriptor/areaModel';
export { getPath } from './descriptor/fieldPath';

// The API
export { ApiError, apiRequest } from './api/client';
export type { ApiRequestOptions, HttpMethod, Query } from './api/client';
export { buildCall } from './api/template';
export type { BuiltCall } from './api/template';
export { sendCall } from './api/sendCall';
export { errorText } from './api/errorText';
export { parseRecordAnswer } from './data/envelope';
export { isRecord, isTrue } from './answers/answers';
export { callKey, isListKeyOf, recordKey } from './data/keys';
export { areaData } from './data/areaData';
export { useRecord } from './data/useRecord';
export type { RecordController, RecordState } from './data/useRecord';
export type { AreaData } from './data/areaData';
export type { CacheKey } from './data/keys';
export type { Parsed, Row } from './data/envelope';
export { answerMessage } from './auth/readAnswer';

// The session and the texts
export { clearSession, getSession, saveSession, updateSession, useSession } from './session/session';
export type { Language, Session } from './session/session';
export { i18n, t } from './i18n/i18n';
export type { LocaleTexts, TFunction } from './i18n/i18n';
export { useTranslation } from './i18n/useTranslation';
export type { LocaleSource } from './i18n/loadLocale';
export { formatAmount, formatMoney, formatNumber } from './i18n/formatAmount';
export { numberFormat } from './i18n/formatters';
export { formatDate, type Calendar } from './i18n/formatDate';
export { useFormatDate } from './i18n/useFormatDate';
export { useCalendar } from './i18n/calendar';
export { valueDirection, type TextDirection } from './i18n/textDirection';
export { Directed } from './registries/cells/Directed';

// Parts of screens
export { LoadError } from './screens/LoadError';
export { RecordPending } from './screens/RecordPending';
export { ScreenHeader } from './screens/ScreenHeader';
export type { Crumb } from './screens/screenTrail';
export { RecordScreenHeader } from './screens/RecordScreenHeader';
export { StickyActionBar } from './screens/StickyActionBar';
export { useRestoredDraft } from './form/useRestoredDraft';
export type { RestoredDraft } from './form/useRestoredDraft';
export { RestoredDraftBar } from './form/RestoredDraftBar';
export { useUnsavedGuard } from './form/useUnsavedGuard';
export type { UnsavedGuard } from './form/useUnsavedGuard';
export { ConfirmDialog } from './list/ConfirmDialog';
export { Paginator } from './list/Paginator';
export { parsePage } from './list/pageWindow';
export { userInitials } from './screens/userInitials';

// Forms and their rules
export { runRules, trimValues } from './validation/runRules';
export { useRuleSubmit } from './form/useRuleSubmit';
export type { RuleSubmit, SubmitHooks } from './form/useRuleSubmit';
export type { ValidationRule } from './validation/runRules';
export { PASSWORD_MIN_LENGTH, PHONE_MAX_LENGTH } from './auth/authRules';
export { dataUrlToFile, readImageFile } from './registries/widgets/imageFile';
export { useFilePick } from './registries/widgets/useFilePick';
export { UnsavedDialog } from './form/UnsavedDialog';
export type { UnsavedDialogProps } from './form/UnsavedDialog';

// The admin's notifications
export { useOpenNotification } from './notifications/NotificationBell';
export { formatWhen } from './notifications/formatWhen';
export type { InboxItem } from './notifications/inbox';
export { useInbox, useRefreshInbox } from './notifications/useInbox';

// Two-factor sign-in, for the profile's settings
export { CodeBoxes } from './auth/CodeBoxes';
export { emptyTwoFactorCode, parseRecoveryCodes, parseTwoFactorKey, RecoveryCodes, TWO_FACTOR_DIGITS, TwoFactorKey } from './auth/TwoFactorParts';
export { answerData } from './auth/readAnswer';
