import type { Plugin } from 'vite';
/** Reads descriptor files as the dashboard receives them: shared calls and lookups merged in, `?outline` for an area's outline. */
export declare function descriptorFilesPlugin(options?: { descriptorsDir?: string }): Plugin;
export declare function descriptorPlugin(options?: {
  descriptorsDir?: string;
  localesDir?: string;
  /** 'warn' prints descriptor problems and builds anyway (tests of a broken descriptor only); defaults to DESCRIPTOR_CHECK. */
  check?: 'error' | 'warn';
}): Plugin;
