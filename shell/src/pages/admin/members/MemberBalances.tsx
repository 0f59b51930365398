// What the society holds for the member, the figures their own screens show: wallet, shares against the minimum,
// regular savings, each target, save to loan, what liens hold and what they may still pledge.
import { Badge, Card, formatNaira } from '@coop/shared';
import type { AdminMemberDetails } from '@coop/api/contract';
import { Fact } from '../console/Fact';
import styles from '../console/Section.module.css';

const TARGET_ENDINGS: Record<string, string> = { completed: 'reached, paid out', exited: 'stopped, paid out' };

export function MemberBalances({ member }: { member: AdminMemberDetails }) {
  const { balances, shareholding } = member;
  return (
    <Card title="Balances">
      <dl className={styles.facts}>
        <Fact label="Wallet">{formatNaira(balances.wallet)}</Fact>
        <Fact label="Shares">
          {formatNaira(balances.shares)}{' '}
          {shareholding.minimum_met ? (
            <Badge tone="success">Minimum met</Badge>
          ) : (
            <>
              <Badge tone="warning">Below the minimum</Badge>
              {` ${formatNaira(shareholding.shortfall)} short of ${formatNaira(shareholding.minimum)}`}
            </>
          )}
        </Fact>
        <Fact label="Regular savings">{formatNaira(balances.regular)}</Fact>
        {balances.targets.map((target) => (
          <Fact key={target.id} label={`Target: ${target.name}`}>
            {formatNaira(target.balance)}
            {target.status !== 'active' && ` (${TARGET_ENDINGS[target.status] ?? target.status})`}
          </Fact>
        ))}
        <Fact label="Save to loan">{formatNaira(balances.save_to_loan)}</Fact>
        <Fact label="All savings">{formatNaira(balances.savings_total)}</Fact>
        <Fact label="Under lien">{formatNaira(balances.under_lien)}</Fact>
        <Fact label="Free to pledge">{formatNaira(balances.guarantable)}</Fact>
      </dl>
    </Card>
  );
}
