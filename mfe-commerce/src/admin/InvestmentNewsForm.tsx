// Post news on an investment: its holders are told.
import { useEffect, useState, type FormEvent } from 'react';
import { FormActions, FormError, TextArea } from '@coop/shared';
import { useCall } from '../features/calls';
import styles from './panelStyles';

export function InvestmentNewsForm({ investmentId }: { investmentId: number }) {
  const post = useCall(`admin-investment-news-${investmentId}`);
  const [news, setNews] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (post.done) setNews('');
  }, [post.done]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!news.trim()) return setError('Write the news first');
    setError(null);
    post.run({ method: 'POST', path: `admin/investments/${investmentId}/news`, body: { news: news.trim() }, successMessage: 'News posted' });
  };
  return (
    <form className={styles.panel} onSubmit={submit} noValidate>
      <TextArea label="News for the holders" value={news} onChange={(e) => setNews(e.target.value)} maxLength={2000} hint="Every holder gets a notification" />
      <FormError message={error} className={styles.error} />
      <FormActions submitLabel="Post news" busy={post.pending} />
    </form>
  );
}
