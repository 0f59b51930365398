// The money panels' classes: the kit's console panel styles with this remote's own (Panel.module.css) over them.
import kit from '@coop/shared/styles/panel.module.css';
import own from './Panel.module.css';

export default { ...kit, ...own };
