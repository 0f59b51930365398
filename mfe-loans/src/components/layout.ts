// The loan pages' classes: the kit's member layout with the loans-only ones (cards, suggestions, picture) over it.
import kit from '@coop/shared/styles/layout.module.css';
import own from './loansLayout.module.css';

export default { ...kit, ...own };
