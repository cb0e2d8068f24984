/* Generated from engine/schema/descriptor.schema.json by `npm run schema:types`. Do not edit. */

/**
 * A group of screens (list, create, edit, show) for one kind of record.
 */
export type Area = Area1;
/**
 * The area's name, shown in the menu and as the list heading.
 */
export type TranslationKey = string;
/**
 * The name of an icon from the engine's icon registry (engine/registries/icons.ts).
 */
export type IconName =
  | 'Home'
  | 'AccountBalance'
  | 'Public'
  | 'LocationCity'
  | 'Place'
  | 'Work'
  | 'WorkOutline'
  | 'Category'
  | 'School'
  | 'Cancel'
  | 'Settings'
  | 'People'
  | 'Storage'
  | 'Map'
  | 'Notifications'
  | 'Assignment'
  | 'LocalShipping'
  | 'Star'
  | 'Inventory'
  | 'LocalOffer'
  | 'DirectionsCar'
  | 'ContactMail'
  | 'Description'
  | 'Security'
  | 'AdminPanelSettings'
  | 'Help'
  | 'Wallet'
  | 'Assessment'
  | 'Visibility'
  | 'VerifiedUser';
/**
 * The camelCase name of a bespoke screen the product registers (custom-screens/registry.tsx); the descriptor checker accepts the names listed in custom-screens/names.json.
 */
export type CustomScreenName = string;
/**
 * Needed to see the area in the menu.
 */
export type PermissionKey = string;
/**
 * Checked with the server when the create page opens.
 */
export type PermissionKey1 = string;
/**
 * Checked with the server when the edit page opens.
 */
export type PermissionKey2 = string;
/**
 * Checked with the server when the show page opens (some areas use their edit key here, as the spec says).
 */
export type PermissionKey3 = string;
/**
 * Default data.
 */
export type FieldPath = string;
/**
 * Default meta.last_page.
 */
export type FieldPath1 = string;
/**
 * Default meta.per_page.
 */
export type FieldPath2 = string;
/**
 * Default meta.total.
 */
export type FieldPath3 = string;
/**
 * Default permissions.
 */
export type FieldPath4 = string;
/**
 * Where one record is in the show answer. Default data.
 */
export type FieldPath5 = string;
/**
 * A key in locales/ar.json and locales/en.json, dotted, such as "banks.title" or "VALIDATION.nameAr".
 */
export type TranslationKey1 = string;
/**
 * A field of the API's answer, dots for nested objects: "name_ar", "country.name".
 */
export type FieldPath6 = string;
/**
 * How a value is shown: text (default), activation (a switch with the activate permission, else a tick or cross), boolean (tick or cross), percent (adds %), money (adds the currency), date, serial (a dash when empty), label (a translated label from options), image (a thumbnail that opens large), longText (a short preview that opens the whole text in a window), richText (formatted text from the server, cleaned of anything unsafe, in a window), chips (a list of names; "chipLabel" names each item's field, default name); status (a coloured chip; options give each value's label and colour), stars (a rating out of 5 in half steps), expandable (the first items of a list, the rest on demand), rowNumber ((page - 1) × per page + position), toggle (a switch with its own call, see "toggle"); list (a numbered list of a field of each item, "chipLabel" names it).
 */
export type CellName =
  | 'text'
  | 'activation'
  | 'boolean'
  | 'percent'
  | 'money'
  | 'date'
  | 'serial'
  | 'label'
  | 'image'
  | 'longText'
  | 'richText'
  | 'chips'
  | 'status'
  | 'stars'
  | 'expandable'
  | 'rowNumber'
  | 'toggle'
  | 'list';
/**
 * For the "label" cell: the text shown for each value.
 */
export type Options = Option[];
/**
 * show, edit and delete, each shown only when the list's permissions allow it.
 */
export type ActionName = 'show' | 'edit' | 'delete';
/**
 * A field of the API's answer, dots for nested objects: "name_ar", "country.name".
 */
export type FieldPath7 = string;
/**
 * A key in locales/ar.json and locales/en.json, dotted, such as "banks.title" or "VALIDATION.nameAr".
 */
export type TranslationKey2 = string;
/**
 * A key in locales/ar.json and locales/en.json, dotted, such as "banks.title" or "VALIDATION.nameAr".
 */
export type TranslationKey3 = string;
/**
 * A key in locales/ar.json and locales/en.json, dotted, such as "banks.title" or "VALIDATION.nameAr".
 */
export type TranslationKey4 = string;
/**
 * A key in locales/ar.json and locales/en.json, dotted, such as "banks.title" or "VALIDATION.nameAr".
 */
export type TranslationKey5 = string;
/**
 * A field of the API's answer, dots for nested objects: "name_ar", "country.name".
 */
export type FieldPath8 = string;
/**
 * A field of the API's answer, dots for nested objects: "name_ar", "country.name".
 */
export type FieldPath9 = string;
/**
 * A key in locales/ar.json and locales/en.json, dotted, such as "banks.title" or "VALIDATION.nameAr".
 */
export type TranslationKey6 = string;
/**
 * A full permission key from server/permission-catalogue.json: the group, a space, the permission, e.g. "banks create".
 */
export type PermissionKey4 = string;
/**
 * A field of the API's answer, dots for nested objects: "name_ar", "country.name".
 */
export type FieldPath10 = string;

export interface Descriptors {
  area?: Area;
  menu?: Menu;
  notifications?: Notifications;
}
export interface Area1 {
  $schema: string;
  kind: 'area';
  /**
   * A short kebab-case name, the same as the file name.
   */
  area: string;
  /**
   * The first part of the screen addresses: /{route}/all, /{route}/create, /{route}/edit/{id}, /{route}/show/{id}; for a single-record area, the whole address (e.g. app-content/policy).
   */
  route: string;
  routeAliases?: string[];
  title: TranslationKey;
  icon?: IconName;
  /**
   * "records" (the default): a list with create, edit and show pages. "single": one record edited in place at /{route}, such as a settings page: it reads with api.show and saves with api.update.
   */
  screen?: 'records' | 'single';
  /**
   * Screens drawn by a custom screen from the engine's registry instead of the generic one; the engine still routes, guards and menus them.
   */
  custom?: {
    list?: CustomScreenName;
    create?: CustomScreenName;
    edit?: CustomScreenName;
    show?: CustomScreenName;
    single?: CustomScreenName;
  };
  /**
   * Screens other parts of the product link to but this dashboard does not offer: their addresses exist, check their permission, and say clearly that the screen is not available here.
   */
  unavailable?: ('list' | 'create' | 'edit' | 'show')[];
  /**
   * list: needed to see the area in the menu (a single page without one is open to every admin); create / edit / show: checked with the server when such a screen opens.
   */
  permissions: {
    list?: PermissionKey;
    create?: PermissionKey1;
    edit?: PermissionKey2;
    show?: PermissionKey3;
  };
  /**
   * Which calls the screens make. A screen exists only when its call is given: no create call, no create screen.
   */
  api: {
    list?: Call;
    show?: Call1;
    create?: Call2;
    update?: Call3;
    delete?: Call4;
    activation?: Call5;
  };
  /**
   * Field paths in the list answer; the defaults fit the Laravel API.
   */
  response?: {
    rows?: FieldPath;
    lastPage?: FieldPath1;
    perPage?: FieldPath2;
    total?: FieldPath3;
    permissions?: FieldPath4;
    record?: FieldPath5;
  };
  list?: {
    /**
     * The inputs of the collapsible filter panel, in order. Their values go into the address bar and the list call.
     */
    filters?: Filter[];
    /**
     * The table columns, in order.
     *
     * @minItems 1
     */
    columns: Column[];
    /**
     * The buttons of each row, in order. Each shows only when the list answer's permissions allow it; a lock shows otherwise.
     */
    actions?: ActionName[];
    recordLabel?: FieldPath7;
    /**
     * Ids that get no actions (a lock shows instead).
     */
    protectedIds?: number[];
    /**
     * Further row buttons, after the standard ones.
     */
    customActions?: CustomAction[];
    /**
     * A small form shown when an admin turns a record's switch off (e.g. the reason); its values go with the activation call. Turning on asks nothing.
     *
     * @minItems 1
     */
    deactivationPrompt?: PromptField[];
    /**
     * Checks on the filter panel before it is applied: "together" lists filters that must be given together (a start date needs an end date).
     */
    filterRules?: {
      /**
       * @minItems 2
       */
      together: string[];
      message: TranslationKey1;
    }[];
    /**
     * Figures the list answer gives for the whole list (not one row), shown as cards above the table, e.g. the report's total amount.
     *
     * @minItems 1
     */
    summary?: {
      label: TranslationKey1;
      path: FieldPath8;
      /**
       * text (default), number (grouped digits) or money (with the currency).
       */
      cell?: 'text' | 'number' | 'money';
    }[];
    /**
     * Buttons above the table: "link" opens a file whose address the list answer gives (e.g. an Excel report); "pdf" makes a PDF of the table and its totals in the browser (A4, split across pages).
     *
     * @minItems 1
     */
    exports?: {
      kind: 'link' | 'pdf';
      label: TranslationKey1;
      path?: FieldPath9;
      /**
       * pdf only: the saved file's name without .pdf; today's date is added.
       */
      fileName?: string;
      success?: TranslationKey6;
    }[];
  };
  form?: {
    /**
     * An object schema whose properties are the API's field names. Titles are translation keys.
     */
    schema: {
      type: 'object';
      properties: {
        [k: string]: {};
      };
      required?: string[];
    };
    uiSchema?: {};
    /**
     * For each form field not named the same in the record: the record's field path it is read from, or, for rows, {"from": list path, "each": {row field: item path}}.
     */
    load?: {
      [k: string]: FieldPath6 | RowsLoad;
    };
    /**
     * Fields left out of the create form (e.g. a switch that only makes sense on edit).
     */
    editOnly?: string[];
    /**
     * Fields left out of the edit form.
     */
    createOnly?: string[];
    /**
     * Checks run in order on save; the first failure is shown as a toast with its message and its field is marked.
     */
    rules?: Rule[];
    /**
     * Shown on the edit form but not editable (and not sent).
     */
    readOnlyOnEdit?: string[];
    /**
     * Each field listed shows only while another field holds a value; otherwise it is hidden, emptied and not sent.
     */
    conditions?: {
      field: string;
      when: {
        field: string;
        equals: unknown;
      };
    }[];
    /**
     * For a field of rows: the body field it is sent as, holding every row's value of "from" in one list ("unique" drops repeats). The rows themselves are not sent.
     */
    sendAs?: {
      [k: string]: {
        field: string;
        from: string;
        unique?: boolean;
      };
    };
    /**
     * The route opened after a successful save; default the area's list.
     */
    returnTo?: string;
    /**
     * Fields chosen one at a time but sent as a list (name[]), for an API that takes several.
     */
    sendAsList?: string[];
  };
  show?: {
    /**
     * Blocks of label / value pairs, in order.
     *
     * @minItems 1
     */
    sections: {
      title?: TranslationKey1;
      /**
       * @minItems 1
       */
      fields: ShowField[];
      hiddenWhen?: FieldCondition1;
    }[];
  };
}
/**
 * Reads a page of records (the page and the filters are added as query parameters).
 */
export interface Call {
  /**
   * GET for reads; the Laravel API takes POST for writes.
   */
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /**
   * The endpoint, without a leading slash. {id} stands for the record's id.
   */
  path: string;
  query?: TemplateMap;
  body?: TemplateMap1;
  /**
   * How a body is sent: "form" (the default), "multipart" (needed for files) or "json".
   */
  encoding?: 'form' | 'multipart' | 'json';
}
/**
 * Query-string parameters added to the call.
 */
export interface TemplateMap {
  [k: string]: string | number | boolean;
}
/**
 * Fields added to the request body, e.g. {"_method": "PUT"} for a Laravel update.
 */
export interface TemplateMap1 {
  [k: string]: string | number | boolean;
}
/**
 * Reads one record, for the show page and to fill the edit form.
 */
export interface Call1 {
  /**
   * GET for reads; the Laravel API takes POST for writes.
   */
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /**
   * The endpoint, without a leading slash. {id} stands for the record's id.
   */
  path: string;
  query?: TemplateMap;
  body?: TemplateMap1;
  /**
   * How a body is sent: "form" (the default), "multipart" (needed for files) or "json".
   */
  encoding?: 'form' | 'multipart' | 'json';
}
/**
 * Saves a new record: the form's fields are the body.
 */
export interface Call2 {
  /**
   * GET for reads; the Laravel API takes POST for writes.
   */
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /**
   * The endpoint, without a leading slash. {id} stands for the record's id.
   */
  path: string;
  query?: TemplateMap;
  body?: TemplateMap1;
  /**
   * How a body is sent: "form" (the default), "multipart" (needed for files) or "json".
   */
  encoding?: 'form' | 'multipart' | 'json';
}
/**
 * Saves an edited record: the form's fields are the body, plus "body" extras such as _method PUT.
 */
export interface Call3 {
  /**
   * GET for reads; the Laravel API takes POST for writes.
   */
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /**
   * The endpoint, without a leading slash. {id} stands for the record's id.
   */
  path: string;
  query?: TemplateMap;
  body?: TemplateMap1;
  /**
   * How a body is sent: "form" (the default), "multipart" (needed for files) or "json".
   */
  encoding?: 'form' | 'multipart' | 'json';
}
/**
 * Deletes one record after the admin confirms.
 */
export interface Call4 {
  /**
   * GET for reads; the Laravel API takes POST for writes.
   */
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /**
   * The endpoint, without a leading slash. {id} stands for the record's id.
   */
  path: string;
  query?: TemplateMap;
  body?: TemplateMap1;
  /**
   * How a body is sent: "form" (the default), "multipart" (needed for files) or "json".
   */
  encoding?: 'form' | 'multipart' | 'json';
}
/**
 * Switches a record on or off from the list; {value} is 1 or 0.
 */
export interface Call5 {
  /**
   * GET for reads; the Laravel API takes POST for writes.
   */
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /**
   * The endpoint, without a leading slash. {id} stands for the record's id.
   */
  path: string;
  query?: TemplateMap;
  body?: TemplateMap1;
  /**
   * How a body is sent: "form" (the default), "multipart" (needed for files) or "json".
   */
  encoding?: 'form' | 'multipart' | 'json';
}
/**
 * One input in the list's filter panel; its value goes to the list call as the query parameter "param".
 */
export interface Filter {
  /**
   * The list call's parameter name, exactly as the API spells it.
   */
  param: string;
  label: TranslationKey1;
  /**
   * text (default), number, date, select (needs options or source), status (active / not active, sent as 1 / 0), hidden (not in the panel, but read from the address and sent: a link from another screen sets it).
   */
  widget?: 'text' | 'number' | 'date' | 'select' | 'status' | 'hidden';
  /**
   * @minItems 1
   */
  options?: Option[];
  source?: OptionSource;
  /**
   * Other query-parameter names this filter is read from (e.g. providerId for provider_id), for links made elsewhere.
   */
  urlAliases?: string[];
}
export interface Option {
  value: string | number;
  label: TranslationKey1;
  /**
   * For the status cell: the chip's colour.
   */
  color?: 'default' | 'primary' | 'secondary' | 'success' | 'error' | 'warning' | 'info';
}
/**
 * A lookup call whose answer's data is a list; value and label name the fields of each item. A {field} placeholder in the query makes the choices depend on that other field: they load once it has a value and clear when it changes.
 */
export interface OptionSource {
  /**
   * The endpoint, without a leading slash. {id} stands for the record's id.
   */
  path: string;
  query?: TemplateMap2;
  /**
   * Field of each item sent as the value; default "id".
   */
  value?: string;
  /**
   * Field of each item shown; default "name".
   */
  label?: string;
}
/**
 * Names and values sent with a call. A value may hold placeholders in braces: {id} is the record's id, {value} the new switch value (1 or 0), {field} another filter's or form field's value.
 */
export interface TemplateMap2 {
  [k: string]: string | number | boolean;
}
/**
 * One column of the list table.
 */
export interface Column {
  field: FieldPath6;
  label: TranslationKey1;
  cell?: CellName;
  options?: Options;
  /**
   * For the chips cell: the field of each item to show; default name.
   */
  chipLabel?: string;
  /**
   * Shows the value as a link to this dashboard route; {field} placeholders take the row's values.
   */
  link?: string;
  /**
   * For the toggle cell: the call made when the switch moves ({id}, {value} 1 or 0, and the row's fields), and the list permission flag it needs.
   */
  toggle?: {
    call: Call6;
    permission?: string;
  };
}
/**
 * One call to the API, relative to its base URL (api/v1/).
 */
export interface Call6 {
  /**
   * GET for reads; the Laravel API takes POST for writes.
   */
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /**
   * The endpoint, without a leading slash. {id} stands for the record's id.
   */
  path: string;
  query?: TemplateMap;
  body?: TemplateMap1;
  /**
   * How a body is sent: "form" (the default), "multipart" (needed for files) or "json".
   */
  encoding?: 'form' | 'multipart' | 'json';
}
/**
 * A row button beyond show / edit / delete: a link ("link"), or a call ("call") made at once, after a confirmation ("confirm"), or after a small form ("prompt").
 */
export interface CustomAction {
  /**
   * A short camelCase name, unique in the area.
   */
  name: string;
  label: TranslationKey2;
  icon: IconName;
  color?: 'primary' | 'secondary' | 'success' | 'error' | 'warning' | 'info';
  /**
   * The flag of the list answer's permissions that allows it, e.g. reply. Without one the action is always there.
   */
  permission?: string;
  hiddenWhen?: FieldCondition;
  /**
   * A dashboard route to open; {field} placeholders take the row's values.
   */
  link?: string;
  call?: Call7;
  confirm?: TranslationKey3;
  /**
   * A small form in a dialog: its fields are sent with the call; the send button stays disabled until every required field is filled.
   *
   * @minItems 1
   */
  prompt?: PromptField[];
  success?: TranslationKey5;
}
/**
 * Hide the button on rows where this holds, e.g. already replied.
 */
export interface FieldCondition {
  field: FieldPath6;
  equals?: unknown;
  in?: unknown[];
}
/**
 * One call to the API, relative to its base URL (api/v1/).
 */
export interface Call7 {
  /**
   * GET for reads; the Laravel API takes POST for writes.
   */
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /**
   * The endpoint, without a leading slash. {id} stands for the record's id.
   */
  path: string;
  query?: TemplateMap;
  body?: TemplateMap1;
  /**
   * How a body is sent: "form" (the default), "multipart" (needed for files) or "json".
   */
  encoding?: 'form' | 'multipart' | 'json';
}
export interface PromptField {
  /**
   * The body field the value is sent as, e.g. reply_message.
   */
  name: string;
  label: TranslationKey1;
  multiline?: boolean;
  required?: boolean;
  type?: 'text' | 'number';
  /**
   * For a number: the smallest value accepted (e.g. 0 for an amount).
   */
  min?: number;
  message?: TranslationKey4;
}
export interface RowsLoad {
  from: FieldPath6;
  each: {
    [k: string]: FieldPath6;
  };
}
/**
 * Rules run in order when the form is saved; the first one that fails is shown as a toast with its message, and its field is marked.
 */
export interface Rule {
  field: string;
  /**
   * required, minLength, maxLength, pattern (a regular expression in value), email, sameAs (another field in value), min, max, minItems, notBeforeToday (a date not in the past), notBefore (a date not before the date field named in value), everyItemHas (each row of a list of rows has the field named in value).
   */
  rule:
    | 'required'
    | 'minLength'
    | 'maxLength'
    | 'pattern'
    | 'email'
    | 'sameAs'
    | 'min'
    | 'max'
    | 'minItems'
    | 'notBeforeToday'
    | 'notBefore'
    | 'everyItemHas';
  value?: number | string;
  message: TranslationKey1;
  /**
   * Run the rule only when another field holds this value.
   */
  when?: {
    field: string;
    equals: unknown;
  };
}
export interface ShowField {
  field: FieldPath6;
  label: TranslationKey1;
  cell?: CellName;
  options?: Options;
  /**
   * For the chips cell: the field of each item to show; default name.
   */
  chipLabel?: string;
  /**
   * Shows the value as a link to this dashboard route; {field} placeholders take the row's values.
   */
  link?: string;
}
/**
 * Hide the section when this holds for the record.
 */
export interface FieldCondition1 {
  field: FieldPath6;
  equals?: unknown;
  in?: unknown[];
}
export interface Menu {
  $schema: string;
  kind: 'menu';
  /**
   * The menu entries, in order. An entry shows only when the admin holds its permission; a group only when one of its entries shows.
   *
   * @minItems 1
   */
  items: MenuItem[];
}
/**
 * {"area": "banks"} links to an area's list with its title, icon and list permission; {"link": "/home", "label": ...} is a plain link; {"group": ..., "items": [...]} nests items.
 */
export interface MenuItem {
  area?: string;
  link?: string;
  group?: string;
  label?: TranslationKey1;
  icon?: IconName;
  permission?: PermissionKey4;
  /**
   * @minItems 1
   */
  items?: MenuItem[];
  /**
   * Show this entry without any permission (the spec shows notifications and name-change requests to everyone); the screens still check theirs.
   */
  alwaysShown?: boolean;
}
/**
 * The admin's incoming notifications: the calls behind the header's bell and the notifications page, and where a click on one leads by its notify_type.
 */
export interface Notifications {
  $schema?: string;
  kind: 'notifications';
  /**
   * list: the admin's notifications, a page at a time (with the unread count); read: opening one marks it read ({id}); markRead: the page's "mark read" ({id}); delete: one ({id}); deleteAll: all of them.
   */
  api: {
    list: Call6;
    read: Call6;
    markRead: Call6;
    delete: Call6;
    deleteAll: Call6;
  };
  unreadCount?: FieldPath10;
  /**
   * The route of the page listing them all (the bell's "see all").
   */
  page: string;
  /**
   * notify_type → dashboard route; {field.path} placeholders take the notification's values, e.g. /providers/show/{data.provider_id}.
   */
  destinations: {
    [k: string]: string;
  };
  /**
   * The route for a notify_type not listed, or when a placeholder has no value.
   */
  fallback: string;
}
