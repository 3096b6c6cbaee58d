import 'react';

// App Bridge's navigation web component, rendered only inside Shopify.
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ui-nav-menu': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement>;
    }
  }
}
