// The savings plan screens' classes: the kit's member layout with the plan's own (actions, notice, switch) over it.
import kit from '@coop/shared/styles/layout.module.css';
import own from './plan.module.css';

export default { ...kit, ...own };
