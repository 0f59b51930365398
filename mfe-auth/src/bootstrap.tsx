import { createRoot } from 'react-dom/client';
import SignInPage from './pages/SignInPage';
createRoot(document.getElementById('root')!).render(<SignInPage />);
