// The console's Notices section (/dashboard/notices/*): write a notice to every member or a segment of the member
// list and send it, the notices sent with their delivery, and each notice's own page beneath.
import { useState } from 'react';
import { Route, Routes } from '@coop/shared';
import { ComposeNotice } from './ComposeNotice';
import { NoticeDetail } from './NoticeDetail';
import { SentNotices } from './SentNotices';
import styles from '../console/Section.module.css';

function NoticesHome() {
  const [version, setVersion] = useState(0);
  return (
    <div className={styles.stack}>
      <ComposeNotice onSent={() => setVersion((v) => v + 1)} />
      <SentNotices version={version} />
    </div>
  );
}

export default function NoticesSection() {
  return (
    <Routes>
      <Route index element={<NoticesHome />} />
      <Route path=":id" element={<NoticeDetail />} />
    </Routes>
  );
}
