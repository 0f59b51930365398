import { Link, Section, useLoad } from '@coop/shared';
import { homeApi } from '../../features/home/api';
import type { Figure } from './useHomeFigures';
import styles from './home.module.css';

interface Todo {
  key: string;
  title: string;
  text: string;
  to: string;
}

/**
 * "Todo List" (facts §3.2): shown while the wallet balance is 0, no bank account is on file, or the profile has no
 * next-of-kin `relationship`; one link card per thing left to do. Nothing shows until the three answers are known.
 */
export function TodoList({ wallet }: { wallet: Figure }) {
  const bank = useLoad(async () => (await homeApi.bank()).data, 'bank');
  const profile = useLoad(async () => (await homeApi.profile()).data, 'profile');
  if (wallet.status !== 'ready' || bank.status !== 'ready' || profile.status !== 'ready') return null;

  const todos: Todo[] = [];
  if (Number(wallet.data) === 0) todos.push({ key: 'wallet', title: 'Fund Wallet', text: 'Add money to your wallet to start saving.', to: '/wallet' });
  if (!bank.data) todos.push({ key: 'bank', title: 'Bank Details', text: 'Add the bank account your withdrawals are paid into.', to: '/settings' });
  if (!profile.data?.relationship) todos.push({ key: 'profile', title: 'Update Profile', text: 'Complete your profile and next of kin.', to: '/settings' });
  if (todos.length === 0) return null;

  return (
    <Section title="Todo List">
      <ul className={styles.todos}>
        {todos.map((todo) => (
          <li key={todo.key}>
            <Link to={todo.to} className={styles.todo}>
              <span className={styles.todoTitle}>{todo.title}</span>
              <span className={styles.todoText}>{todo.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
