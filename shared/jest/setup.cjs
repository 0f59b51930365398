require('@testing-library/jest-dom');
// jsdom has no <dialog> methods; the Modal falls back to the open attribute without them.
