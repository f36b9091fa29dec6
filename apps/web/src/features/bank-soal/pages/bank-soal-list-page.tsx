import { PageHeader } from '@/components/page-header';
import { BankSoalBoard } from '../components/bank-soal-board';

/** /bank-soal (spec 2 §2): the board of question banks with its side filter. */
export function BankSoalListPage() {
  return (
    <>
      <PageHeader title="Bank Soal" />
      <BankSoalBoard />
    </>
  );
}
