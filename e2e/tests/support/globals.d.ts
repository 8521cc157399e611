/** What the browser tests leave on a page's window, to read back from the test. */
declare global {
  interface Window {
    carouselSteps?: number[];
    __csp?: string[];
    samePage?: boolean;
    /** a11y.spec.ts: the carousels' track positions last seen and for how many frames they held. */
    trackStill?: { last: string; frames: number };
  }
}

export {};
