import type { Plugin } from 'vite';
export declare function descriptorPlugin(options?: {
  descriptorsDir?: string;
  localesDir?: string;
  /** 'warn' prints descriptor problems and builds anyway (tests of a broken descriptor only); defaults to DESCRIPTOR_CHECK. */
  check?: 'error' | 'warn';
}): Plugin;
