import 'react';

declare module 'react' {
  interface CSSProperties {
    /** A custom property (`--name`) that a component sets for its stylesheet to read. */
    [property: `--${string}`]: string | number | undefined;
  }
}
