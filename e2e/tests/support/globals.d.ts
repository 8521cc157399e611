/** What the browser tests leave on a page's window, to read back from the test. */
declare global {
  interface Window {
    carouselSteps?: number[];
    __csp?: string[];
    samePage?: boolean;
  }
}

export {};
