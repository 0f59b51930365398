import { configure } from '@testing-library/react';

// jsdom has no scrolling; React Router's ScrollRestoration calls it.
window.scrollTo = (() => {}) as typeof window.scrollTo;

// The console's sections wait on a lazy chunk, the remotes' ./admin and their own requests before they show; on a
// busy machine that is more than testing-library's default second.
configure({ asyncUtilTimeout: 3000 });
