// Async boundary: shared singletons (react, redux, @coop/shared) are negotiated before any of them is used.
import('./bootstrap');
