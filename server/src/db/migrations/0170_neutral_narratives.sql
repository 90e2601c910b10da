-- Generated narratives in their neutral form (domain/src/narratives.ts): the notes the product
-- wrote as sentences in one language (a generated entry's "Contract 6", a plan cheque's note1 and
-- note2, the first batch's receipt note) become their parts, so that every reader sees them in
-- their own language. Only texts that match a template the product wrote whole are converted;
-- anything a person typed or edited stays as it is. The patterns are the templates of the eight
-- languages as they were before this migration (titles such as "mr" included).

-- Entries of a locked period are left as they are (the ledger refuses any change to them).
update cheques t set note1 = json_build_object('narrative', 'chequeNote1', 'internalNumber', m[1], 'clientName', m[2], 'amount', m[3], 'dueDate', m[4], 'endDueDate', m[5], 'bankName', m[6])::text
  from (select id, regexp_match(note1, '^Scheck Nr\. (.*?) erhalten von Herrn (.*) (\S+) fällig am (\S+) Enddatum (\S+) Bank (.*)$') as m from cheques where note1 ~ '^Scheck Nr\. (.*?) erhalten von Herrn (.*) (\S+) fällig am (\S+) Enddatum (\S+) Bank (.*)$') found
 where t.id = found.id;
update cheques t set note1 = json_build_object('narrative', 'chequeNote1', 'internalNumber', m[1], 'clientName', m[2], 'amount', m[3], 'dueDate', m[4], 'endDueDate', m[5], 'bankName', m[6])::text
  from (select id, regexp_match(note1, '^cheque recibido número (.*?) del Sr\. (.*) (\S+) vencimiento (\S+) fecha final (\S+) banco (.*)$') as m from cheques where note1 ~ '^cheque recibido número (.*?) del Sr\. (.*) (\S+) vencimiento (\S+) fecha final (\S+) banco (.*)$') found
 where t.id = found.id;
update cheques t set note1 = json_build_object('narrative', 'chequeNote1', 'internalNumber', m[1], 'clientName', m[2], 'amount', m[3], 'dueDate', m[4], 'endDueDate', m[5], 'bankName', m[6])::text
  from (select id, regexp_match(note1, '^chèque reçu numéro (.*?) de M\. (.*) (\S+) échéance (\S+) date de fin (\S+) banque (.*)$') as m from cheques where note1 ~ '^chèque reçu numéro (.*?) de M\. (.*) (\S+) échéance (\S+) date de fin (\S+) banque (.*)$') found
 where t.id = found.id;
update cheques t set note1 = json_build_object('narrative', 'chequeNote1', 'internalNumber', m[1], 'clientName', m[2], 'amount', m[3], 'dueDate', m[4], 'endDueDate', m[5], 'bankName', m[6])::text
  from (select id, regexp_match(note1, '^received chq number (.*?) from mr (.*) (\S+) due date (\S+) end date (\S+) bank name (.*)$') as m from cheques where note1 ~ '^received chq number (.*?) from mr (.*) (\S+) due date (\S+) end date (\S+) bank name (.*)$') found
 where t.id = found.id;
update cheques t set note1 = json_build_object('narrative', 'chequeNote1', 'internalNumber', m[1], 'clientName', m[2], 'amount', m[3], 'dueDate', m[4], 'endDueDate', m[5], 'bankName', m[6])::text
  from (select id, regexp_match(note1, '^ricevuto assegno numero (.*?) dal sig\. (.*) (\S+) scadenza (\S+) data di fine (\S+) banca (.*)$') as m from cheques where note1 ~ '^ricevuto assegno numero (.*?) dal sig\. (.*) (\S+) scadenza (\S+) data di fine (\S+) banca (.*)$') found
 where t.id = found.id;
update cheques t set note1 = json_build_object('narrative', 'chequeNote1', 'internalNumber', m[1], 'clientName', m[2], 'amount', m[3], 'dueDate', m[4], 'endDueDate', m[5], 'bankName', m[6])::text
  from (select id, regexp_match(note1, '^получен чек № (.*?) от г-на (.*) (\S+) срок оплаты (\S+) дата окончания (\S+) банк (.*)$') as m from cheques where note1 ~ '^получен чек № (.*?) от г-на (.*) (\S+) срок оплаты (\S+) дата окончания (\S+) банк (.*)$') found
 where t.id = found.id;
update cheques t set note1 = json_build_object('narrative', 'chequeNote1', 'internalNumber', m[1], 'clientName', m[2], 'amount', m[3], 'dueDate', m[4], 'endDueDate', m[5], 'bankName', m[6])::text
  from (select id, regexp_match(note1, '^استلام شيك رقم (.*?) من السيد (.*) (\S+) تاريخ الاستحقاق (\S+) تاريخ الانتهاء (\S+) اسم البنك (.*)$') as m from cheques where note1 ~ '^استلام شيك رقم (.*?) من السيد (.*) (\S+) تاريخ الاستحقاق (\S+) تاريخ الانتهاء (\S+) اسم البنك (.*)$') found
 where t.id = found.id;
update cheques t set note1 = json_build_object('narrative', 'chequeNote1', 'internalNumber', m[1], 'clientName', m[2], 'amount', m[3], 'dueDate', m[4], 'endDueDate', m[5], 'bankName', m[6])::text
  from (select id, regexp_match(note1, '^收到支票 编号 (.*?) 来自 (.*) 先生 (\S+) 到期日 (\S+) 截止日 (\S+) 银行 (.*)$') as m from cheques where note1 ~ '^收到支票 编号 (.*?) 来自 (.*) 先生 (\S+) 到期日 (\S+) 截止日 (\S+) 银行 (.*)$') found
 where t.id = found.id;
update entries t set note = json_build_object('narrative', 'chequeNote1', 'internalNumber', m[1], 'clientName', m[2], 'amount', m[3], 'dueDate', m[4], 'endDueDate', m[5], 'bankName', m[6])::text
  from (select id, regexp_match(note, '^Scheck Nr\. (.*?) erhalten von Herrn (.*) (\S+) fällig am (\S+) Enddatum (\S+) Bank (.*)$') as m from entries where note ~ '^Scheck Nr\. (.*?) erhalten von Herrn (.*) (\S+) fällig am (\S+) Enddatum (\S+) Bank (.*)$' and (ledger_lock_date() is null or date > ledger_lock_date())) found
 where t.id = found.id;
update entries t set note = json_build_object('narrative', 'chequeNote1', 'internalNumber', m[1], 'clientName', m[2], 'amount', m[3], 'dueDate', m[4], 'endDueDate', m[5], 'bankName', m[6])::text
  from (select id, regexp_match(note, '^cheque recibido número (.*?) del Sr\. (.*) (\S+) vencimiento (\S+) fecha final (\S+) banco (.*)$') as m from entries where note ~ '^cheque recibido número (.*?) del Sr\. (.*) (\S+) vencimiento (\S+) fecha final (\S+) banco (.*)$' and (ledger_lock_date() is null or date > ledger_lock_date())) found
 where t.id = found.id;
update entries t set note = json_build_object('narrative', 'chequeNote1', 'internalNumber', m[1], 'clientName', m[2], 'amount', m[3], 'dueDate', m[4], 'endDueDate', m[5], 'bankName', m[6])::text
  from (select id, regexp_match(note, '^chèque reçu numéro (.*?) de M\. (.*) (\S+) échéance (\S+) date de fin (\S+) banque (.*)$') as m from entries where note ~ '^chèque reçu numéro (.*?) de M\. (.*) (\S+) échéance (\S+) date de fin (\S+) banque (.*)$' and (ledger_lock_date() is null or date > ledger_lock_date())) found
 where t.id = found.id;
update entries t set note = json_build_object('narrative', 'chequeNote1', 'internalNumber', m[1], 'clientName', m[2], 'amount', m[3], 'dueDate', m[4], 'endDueDate', m[5], 'bankName', m[6])::text
  from (select id, regexp_match(note, '^received chq number (.*?) from mr (.*) (\S+) due date (\S+) end date (\S+) bank name (.*)$') as m from entries where note ~ '^received chq number (.*?) from mr (.*) (\S+) due date (\S+) end date (\S+) bank name (.*)$' and (ledger_lock_date() is null or date > ledger_lock_date())) found
 where t.id = found.id;
update entries t set note = json_build_object('narrative', 'chequeNote1', 'internalNumber', m[1], 'clientName', m[2], 'amount', m[3], 'dueDate', m[4], 'endDueDate', m[5], 'bankName', m[6])::text
  from (select id, regexp_match(note, '^ricevuto assegno numero (.*?) dal sig\. (.*) (\S+) scadenza (\S+) data di fine (\S+) banca (.*)$') as m from entries where note ~ '^ricevuto assegno numero (.*?) dal sig\. (.*) (\S+) scadenza (\S+) data di fine (\S+) banca (.*)$' and (ledger_lock_date() is null or date > ledger_lock_date())) found
 where t.id = found.id;
update entries t set note = json_build_object('narrative', 'chequeNote1', 'internalNumber', m[1], 'clientName', m[2], 'amount', m[3], 'dueDate', m[4], 'endDueDate', m[5], 'bankName', m[6])::text
  from (select id, regexp_match(note, '^получен чек № (.*?) от г-на (.*) (\S+) срок оплаты (\S+) дата окончания (\S+) банк (.*)$') as m from entries where note ~ '^получен чек № (.*?) от г-на (.*) (\S+) срок оплаты (\S+) дата окончания (\S+) банк (.*)$' and (ledger_lock_date() is null or date > ledger_lock_date())) found
 where t.id = found.id;
update entries t set note = json_build_object('narrative', 'chequeNote1', 'internalNumber', m[1], 'clientName', m[2], 'amount', m[3], 'dueDate', m[4], 'endDueDate', m[5], 'bankName', m[6])::text
  from (select id, regexp_match(note, '^استلام شيك رقم (.*?) من السيد (.*) (\S+) تاريخ الاستحقاق (\S+) تاريخ الانتهاء (\S+) اسم البنك (.*)$') as m from entries where note ~ '^استلام شيك رقم (.*?) من السيد (.*) (\S+) تاريخ الاستحقاق (\S+) تاريخ الانتهاء (\S+) اسم البنك (.*)$' and (ledger_lock_date() is null or date > ledger_lock_date())) found
 where t.id = found.id;
update entries t set note = json_build_object('narrative', 'chequeNote1', 'internalNumber', m[1], 'clientName', m[2], 'amount', m[3], 'dueDate', m[4], 'endDueDate', m[5], 'bankName', m[6])::text
  from (select id, regexp_match(note, '^收到支票 编号 (.*?) 来自 (.*) 先生 (\S+) 到期日 (\S+) 截止日 (\S+) 银行 (.*)$') as m from entries where note ~ '^收到支票 编号 (.*?) 来自 (.*) 先生 (\S+) 到期日 (\S+) 截止日 (\S+) 银行 (.*)$' and (ledger_lock_date() is null or date > ledger_lock_date())) found
 where t.id = found.id;
update entry_lines t set note = json_build_object('narrative', 'chequeNote1', 'internalNumber', m[1], 'clientName', m[2], 'amount', m[3], 'dueDate', m[4], 'endDueDate', m[5], 'bankName', m[6])::text
  from (select id, regexp_match(note, '^Scheck Nr\. (.*?) erhalten von Herrn (.*) (\S+) fällig am (\S+) Enddatum (\S+) Bank (.*)$') as m from entry_lines where note ~ '^Scheck Nr\. (.*?) erhalten von Herrn (.*) (\S+) fällig am (\S+) Enddatum (\S+) Bank (.*)$' and (ledger_lock_date() is null or (select e.date from entries e where e.id = parent_id) > ledger_lock_date())) found
 where t.id = found.id;
update entry_lines t set note = json_build_object('narrative', 'chequeNote1', 'internalNumber', m[1], 'clientName', m[2], 'amount', m[3], 'dueDate', m[4], 'endDueDate', m[5], 'bankName', m[6])::text
  from (select id, regexp_match(note, '^cheque recibido número (.*?) del Sr\. (.*) (\S+) vencimiento (\S+) fecha final (\S+) banco (.*)$') as m from entry_lines where note ~ '^cheque recibido número (.*?) del Sr\. (.*) (\S+) vencimiento (\S+) fecha final (\S+) banco (.*)$' and (ledger_lock_date() is null or (select e.date from entries e where e.id = parent_id) > ledger_lock_date())) found
 where t.id = found.id;
update entry_lines t set note = json_build_object('narrative', 'chequeNote1', 'internalNumber', m[1], 'clientName', m[2], 'amount', m[3], 'dueDate', m[4], 'endDueDate', m[5], 'bankName', m[6])::text
  from (select id, regexp_match(note, '^chèque reçu numéro (.*?) de M\. (.*) (\S+) échéance (\S+) date de fin (\S+) banque (.*)$') as m from entry_lines where note ~ '^chèque reçu numéro (.*?) de M\. (.*) (\S+) échéance (\S+) date de fin (\S+) banque (.*)$' and (ledger_lock_date() is null or (select e.date from entries e where e.id = parent_id) > ledger_lock_date())) found
 where t.id = found.id;
update entry_lines t set note = json_build_object('narrative', 'chequeNote1', 'internalNumber', m[1], 'clientName', m[2], 'amount', m[3], 'dueDate', m[4], 'endDueDate', m[5], 'bankName', m[6])::text
  from (select id, regexp_match(note, '^received chq number (.*?) from mr (.*) (\S+) due date (\S+) end date (\S+) bank name (.*)$') as m from entry_lines where note ~ '^received chq number (.*?) from mr (.*) (\S+) due date (\S+) end date (\S+) bank name (.*)$' and (ledger_lock_date() is null or (select e.date from entries e where e.id = parent_id) > ledger_lock_date())) found
 where t.id = found.id;
update entry_lines t set note = json_build_object('narrative', 'chequeNote1', 'internalNumber', m[1], 'clientName', m[2], 'amount', m[3], 'dueDate', m[4], 'endDueDate', m[5], 'bankName', m[6])::text
  from (select id, regexp_match(note, '^ricevuto assegno numero (.*?) dal sig\. (.*) (\S+) scadenza (\S+) data di fine (\S+) banca (.*)$') as m from entry_lines where note ~ '^ricevuto assegno numero (.*?) dal sig\. (.*) (\S+) scadenza (\S+) data di fine (\S+) banca (.*)$' and (ledger_lock_date() is null or (select e.date from entries e where e.id = parent_id) > ledger_lock_date())) found
 where t.id = found.id;
update entry_lines t set note = json_build_object('narrative', 'chequeNote1', 'internalNumber', m[1], 'clientName', m[2], 'amount', m[3], 'dueDate', m[4], 'endDueDate', m[5], 'bankName', m[6])::text
  from (select id, regexp_match(note, '^получен чек № (.*?) от г-на (.*) (\S+) срок оплаты (\S+) дата окончания (\S+) банк (.*)$') as m from entry_lines where note ~ '^получен чек № (.*?) от г-на (.*) (\S+) срок оплаты (\S+) дата окончания (\S+) банк (.*)$' and (ledger_lock_date() is null or (select e.date from entries e where e.id = parent_id) > ledger_lock_date())) found
 where t.id = found.id;
update entry_lines t set note = json_build_object('narrative', 'chequeNote1', 'internalNumber', m[1], 'clientName', m[2], 'amount', m[3], 'dueDate', m[4], 'endDueDate', m[5], 'bankName', m[6])::text
  from (select id, regexp_match(note, '^استلام شيك رقم (.*?) من السيد (.*) (\S+) تاريخ الاستحقاق (\S+) تاريخ الانتهاء (\S+) اسم البنك (.*)$') as m from entry_lines where note ~ '^استلام شيك رقم (.*?) من السيد (.*) (\S+) تاريخ الاستحقاق (\S+) تاريخ الانتهاء (\S+) اسم البنك (.*)$' and (ledger_lock_date() is null or (select e.date from entries e where e.id = parent_id) > ledger_lock_date())) found
 where t.id = found.id;
update entry_lines t set note = json_build_object('narrative', 'chequeNote1', 'internalNumber', m[1], 'clientName', m[2], 'amount', m[3], 'dueDate', m[4], 'endDueDate', m[5], 'bankName', m[6])::text
  from (select id, regexp_match(note, '^收到支票 编号 (.*?) 来自 (.*) 先生 (\S+) 到期日 (\S+) 截止日 (\S+) 银行 (.*)$') as m from entry_lines where note ~ '^收到支票 编号 (.*?) 来自 (.*) 先生 (\S+) 到期日 (\S+) 截止日 (\S+) 银行 (.*)$' and (ledger_lock_date() is null or (select e.date from entries e where e.id = parent_id) > ledger_lock_date())) found
 where t.id = found.id;
update cheques t set note2 = json_build_object('narrative', 'chequeNote2', 'number', m[1])::text
  from (select id, regexp_match(note2, '^.+? Payment \((\S+?)\)$') as m from cheques where note2 ~ '^.+? Payment \((\S+?)\)$') found
 where t.id = found.id;
update cheques t set note2 = json_build_object('narrative', 'chequeNote2', 'number', m[1])::text
  from (select id, regexp_match(note2, '^.+? Zahlung \((\S+?)\)$') as m from cheques where note2 ~ '^.+? Zahlung \((\S+?)\)$') found
 where t.id = found.id;
update cheques t set note2 = json_build_object('narrative', 'chequeNote2', 'number', m[1])::text
  from (select id, regexp_match(note2, '^.+? pagamento \((\S+?)\)$') as m from cheques where note2 ~ '^.+? pagamento \((\S+?)\)$') found
 where t.id = found.id;
update cheques t set note2 = json_build_object('narrative', 'chequeNote2', 'number', m[1])::text
  from (select id, regexp_match(note2, '^.+? pago \((\S+?)\)$') as m from cheques where note2 ~ '^.+? pago \((\S+?)\)$') found
 where t.id = found.id;
update cheques t set note2 = json_build_object('narrative', 'chequeNote2', 'number', m[1])::text
  from (select id, regexp_match(note2, '^.+? paiement \((\S+?)\)$') as m from cheques where note2 ~ '^.+? paiement \((\S+?)\)$') found
 where t.id = found.id;
update cheques t set note2 = json_build_object('narrative', 'chequeNote2', 'number', m[1])::text
  from (select id, regexp_match(note2, '^.+? платёж \((\S+?)\)$') as m from cheques where note2 ~ '^.+? платёж \((\S+?)\)$') found
 where t.id = found.id;
update cheques t set note2 = json_build_object('narrative', 'chequeNote2', 'number', m[1])::text
  from (select id, regexp_match(note2, '^.+?期付款（(\S+?)）$') as m from cheques where note2 ~ '^.+?期付款（(\S+?)）$') found
 where t.id = found.id;
update cheques t set note2 = json_build_object('narrative', 'chequeNote2', 'number', m[1])::text
  from (select id, regexp_match(note2, '^الدفعة .+? \((\S+?)\)$') as m from cheques where note2 ~ '^الدفعة .+? \((\S+?)\)$') found
 where t.id = found.id;
update vouchers t set note = json_build_object('narrative', 'firstBatch', 'number', m[1], 'amount', m[2])::text
  from (select id, regexp_match(note, '^Erste Barzahlung, Vertrag Nr\. (\S+?), Betrag (\S+)$') as m from vouchers where note ~ '^Erste Barzahlung, Vertrag Nr\. (\S+?), Betrag (\S+)$') found
 where t.id = found.id;
update vouchers t set note = json_build_object('narrative', 'firstBatch', 'number', m[1], 'amount', m[2])::text
  from (select id, regexp_match(note, '^Generate First Cash, Contract no\. (\S+?), Amount (\S+)$') as m from vouchers where note ~ '^Generate First Cash, Contract no\. (\S+?), Amount (\S+)$') found
 where t.id = found.id;
update vouchers t set note = json_build_object('narrative', 'firstBatch', 'number', m[1], 'amount', m[2])::text
  from (select id, regexp_match(note, '^Premier paiement en espèces, contrat n° (\S+?), montant (\S+)$') as m from vouchers where note ~ '^Premier paiement en espèces, contrat n° (\S+?), montant (\S+)$') found
 where t.id = found.id;
update vouchers t set note = json_build_object('narrative', 'firstBatch', 'number', m[1], 'amount', m[2])::text
  from (select id, regexp_match(note, '^Primer pago en efectivo, contrato n\.º (\S+?), importe (\S+)$') as m from vouchers where note ~ '^Primer pago en efectivo, contrato n\.º (\S+?), importe (\S+)$') found
 where t.id = found.id;
update vouchers t set note = json_build_object('narrative', 'firstBatch', 'number', m[1], 'amount', m[2])::text
  from (select id, regexp_match(note, '^Primo pagamento in contanti, contratto n\. (\S+?), importo (\S+)$') as m from vouchers where note ~ '^Primo pagamento in contanti, contratto n\. (\S+?), importo (\S+)$') found
 where t.id = found.id;
update vouchers t set note = json_build_object('narrative', 'firstBatch', 'number', m[1], 'amount', m[2])::text
  from (select id, regexp_match(note, '^Первый платёж наличными, договор № (\S+?), сумма (\S+)$') as m from vouchers where note ~ '^Первый платёж наличными, договор № (\S+?), сумма (\S+)$') found
 where t.id = found.id;
update vouchers t set note = json_build_object('narrative', 'firstBatch', 'number', m[1], 'amount', m[2])::text
  from (select id, regexp_match(note, '^الدفعة النقدية الأولى، عقد رقم (\S+?)، المبلغ (\S+)$') as m from vouchers where note ~ '^الدفعة النقدية الأولى، عقد رقم (\S+?)، المبلغ (\S+)$') found
 where t.id = found.id;
update vouchers t set note = json_build_object('narrative', 'firstBatch', 'number', m[1], 'amount', m[2])::text
  from (select id, regexp_match(note, '^首笔现金付款，合同编号 (\S+?)，金额 (\S+)$') as m from vouchers where note ~ '^首笔现金付款，合同编号 (\S+?)，金额 (\S+)$') found
 where t.id = found.id;
update voucher_rows t set note = json_build_object('narrative', 'firstBatch', 'number', m[1], 'amount', m[2])::text
  from (select id, regexp_match(note, '^Erste Barzahlung, Vertrag Nr\. (\S+?), Betrag (\S+)$') as m from voucher_rows where note ~ '^Erste Barzahlung, Vertrag Nr\. (\S+?), Betrag (\S+)$') found
 where t.id = found.id;
update voucher_rows t set note = json_build_object('narrative', 'firstBatch', 'number', m[1], 'amount', m[2])::text
  from (select id, regexp_match(note, '^Generate First Cash, Contract no\. (\S+?), Amount (\S+)$') as m from voucher_rows where note ~ '^Generate First Cash, Contract no\. (\S+?), Amount (\S+)$') found
 where t.id = found.id;
update voucher_rows t set note = json_build_object('narrative', 'firstBatch', 'number', m[1], 'amount', m[2])::text
  from (select id, regexp_match(note, '^Premier paiement en espèces, contrat n° (\S+?), montant (\S+)$') as m from voucher_rows where note ~ '^Premier paiement en espèces, contrat n° (\S+?), montant (\S+)$') found
 where t.id = found.id;
update voucher_rows t set note = json_build_object('narrative', 'firstBatch', 'number', m[1], 'amount', m[2])::text
  from (select id, regexp_match(note, '^Primer pago en efectivo, contrato n\.º (\S+?), importe (\S+)$') as m from voucher_rows where note ~ '^Primer pago en efectivo, contrato n\.º (\S+?), importe (\S+)$') found
 where t.id = found.id;
update voucher_rows t set note = json_build_object('narrative', 'firstBatch', 'number', m[1], 'amount', m[2])::text
  from (select id, regexp_match(note, '^Primo pagamento in contanti, contratto n\. (\S+?), importo (\S+)$') as m from voucher_rows where note ~ '^Primo pagamento in contanti, contratto n\. (\S+?), importo (\S+)$') found
 where t.id = found.id;
update voucher_rows t set note = json_build_object('narrative', 'firstBatch', 'number', m[1], 'amount', m[2])::text
  from (select id, regexp_match(note, '^Первый платёж наличными, договор № (\S+?), сумма (\S+)$') as m from voucher_rows where note ~ '^Первый платёж наличными, договор № (\S+?), сумма (\S+)$') found
 where t.id = found.id;
update voucher_rows t set note = json_build_object('narrative', 'firstBatch', 'number', m[1], 'amount', m[2])::text
  from (select id, regexp_match(note, '^الدفعة النقدية الأولى، عقد رقم (\S+?)، المبلغ (\S+)$') as m from voucher_rows where note ~ '^الدفعة النقدية الأولى، عقد رقم (\S+?)، المبلغ (\S+)$') found
 where t.id = found.id;
update voucher_rows t set note = json_build_object('narrative', 'firstBatch', 'number', m[1], 'amount', m[2])::text
  from (select id, regexp_match(note, '^首笔现金付款，合同编号 (\S+?)，金额 (\S+)$') as m from voucher_rows where note ~ '^首笔现金付款，合同编号 (\S+?)，金额 (\S+)$') found
 where t.id = found.id;
update entries t set note = json_build_object('narrative', 'firstBatch', 'number', m[1], 'amount', m[2])::text
  from (select id, regexp_match(note, '^Erste Barzahlung, Vertrag Nr\. (\S+?), Betrag (\S+)$') as m from entries where note ~ '^Erste Barzahlung, Vertrag Nr\. (\S+?), Betrag (\S+)$' and (ledger_lock_date() is null or date > ledger_lock_date())) found
 where t.id = found.id;
update entries t set note = json_build_object('narrative', 'firstBatch', 'number', m[1], 'amount', m[2])::text
  from (select id, regexp_match(note, '^Generate First Cash, Contract no\. (\S+?), Amount (\S+)$') as m from entries where note ~ '^Generate First Cash, Contract no\. (\S+?), Amount (\S+)$' and (ledger_lock_date() is null or date > ledger_lock_date())) found
 where t.id = found.id;
update entries t set note = json_build_object('narrative', 'firstBatch', 'number', m[1], 'amount', m[2])::text
  from (select id, regexp_match(note, '^Premier paiement en espèces, contrat n° (\S+?), montant (\S+)$') as m from entries where note ~ '^Premier paiement en espèces, contrat n° (\S+?), montant (\S+)$' and (ledger_lock_date() is null or date > ledger_lock_date())) found
 where t.id = found.id;
update entries t set note = json_build_object('narrative', 'firstBatch', 'number', m[1], 'amount', m[2])::text
  from (select id, regexp_match(note, '^Primer pago en efectivo, contrato n\.º (\S+?), importe (\S+)$') as m from entries where note ~ '^Primer pago en efectivo, contrato n\.º (\S+?), importe (\S+)$' and (ledger_lock_date() is null or date > ledger_lock_date())) found
 where t.id = found.id;
update entries t set note = json_build_object('narrative', 'firstBatch', 'number', m[1], 'amount', m[2])::text
  from (select id, regexp_match(note, '^Primo pagamento in contanti, contratto n\. (\S+?), importo (\S+)$') as m from entries where note ~ '^Primo pagamento in contanti, contratto n\. (\S+?), importo (\S+)$' and (ledger_lock_date() is null or date > ledger_lock_date())) found
 where t.id = found.id;
update entries t set note = json_build_object('narrative', 'firstBatch', 'number', m[1], 'amount', m[2])::text
  from (select id, regexp_match(note, '^Первый платёж наличными, договор № (\S+?), сумма (\S+)$') as m from entries where note ~ '^Первый платёж наличными, договор № (\S+?), сумма (\S+)$' and (ledger_lock_date() is null or date > ledger_lock_date())) found
 where t.id = found.id;
update entries t set note = json_build_object('narrative', 'firstBatch', 'number', m[1], 'amount', m[2])::text
  from (select id, regexp_match(note, '^الدفعة النقدية الأولى، عقد رقم (\S+?)، المبلغ (\S+)$') as m from entries where note ~ '^الدفعة النقدية الأولى، عقد رقم (\S+?)، المبلغ (\S+)$' and (ledger_lock_date() is null or date > ledger_lock_date())) found
 where t.id = found.id;
update entries t set note = json_build_object('narrative', 'firstBatch', 'number', m[1], 'amount', m[2])::text
  from (select id, regexp_match(note, '^首笔现金付款，合同编号 (\S+?)，金额 (\S+)$') as m from entries where note ~ '^首笔现金付款，合同编号 (\S+?)，金额 (\S+)$' and (ledger_lock_date() is null or date > ledger_lock_date())) found
 where t.id = found.id;
update entry_lines t set note = json_build_object('narrative', 'firstBatch', 'number', m[1], 'amount', m[2])::text
  from (select id, regexp_match(note, '^Erste Barzahlung, Vertrag Nr\. (\S+?), Betrag (\S+)$') as m from entry_lines where note ~ '^Erste Barzahlung, Vertrag Nr\. (\S+?), Betrag (\S+)$' and (ledger_lock_date() is null or (select e.date from entries e where e.id = parent_id) > ledger_lock_date())) found
 where t.id = found.id;
update entry_lines t set note = json_build_object('narrative', 'firstBatch', 'number', m[1], 'amount', m[2])::text
  from (select id, regexp_match(note, '^Generate First Cash, Contract no\. (\S+?), Amount (\S+)$') as m from entry_lines where note ~ '^Generate First Cash, Contract no\. (\S+?), Amount (\S+)$' and (ledger_lock_date() is null or (select e.date from entries e where e.id = parent_id) > ledger_lock_date())) found
 where t.id = found.id;
update entry_lines t set note = json_build_object('narrative', 'firstBatch', 'number', m[1], 'amount', m[2])::text
  from (select id, regexp_match(note, '^Premier paiement en espèces, contrat n° (\S+?), montant (\S+)$') as m from entry_lines where note ~ '^Premier paiement en espèces, contrat n° (\S+?), montant (\S+)$' and (ledger_lock_date() is null or (select e.date from entries e where e.id = parent_id) > ledger_lock_date())) found
 where t.id = found.id;
update entry_lines t set note = json_build_object('narrative', 'firstBatch', 'number', m[1], 'amount', m[2])::text
  from (select id, regexp_match(note, '^Primer pago en efectivo, contrato n\.º (\S+?), importe (\S+)$') as m from entry_lines where note ~ '^Primer pago en efectivo, contrato n\.º (\S+?), importe (\S+)$' and (ledger_lock_date() is null or (select e.date from entries e where e.id = parent_id) > ledger_lock_date())) found
 where t.id = found.id;
update entry_lines t set note = json_build_object('narrative', 'firstBatch', 'number', m[1], 'amount', m[2])::text
  from (select id, regexp_match(note, '^Primo pagamento in contanti, contratto n\. (\S+?), importo (\S+)$') as m from entry_lines where note ~ '^Primo pagamento in contanti, contratto n\. (\S+?), importo (\S+)$' and (ledger_lock_date() is null or (select e.date from entries e where e.id = parent_id) > ledger_lock_date())) found
 where t.id = found.id;
update entry_lines t set note = json_build_object('narrative', 'firstBatch', 'number', m[1], 'amount', m[2])::text
  from (select id, regexp_match(note, '^Первый платёж наличными, договор № (\S+?), сумма (\S+)$') as m from entry_lines where note ~ '^Первый платёж наличными, договор № (\S+?), сумма (\S+)$' and (ledger_lock_date() is null or (select e.date from entries e where e.id = parent_id) > ledger_lock_date())) found
 where t.id = found.id;
update entry_lines t set note = json_build_object('narrative', 'firstBatch', 'number', m[1], 'amount', m[2])::text
  from (select id, regexp_match(note, '^الدفعة النقدية الأولى، عقد رقم (\S+?)، المبلغ (\S+)$') as m from entry_lines where note ~ '^الدفعة النقدية الأولى، عقد رقم (\S+?)، المبلغ (\S+)$' and (ledger_lock_date() is null or (select e.date from entries e where e.id = parent_id) > ledger_lock_date())) found
 where t.id = found.id;
update entry_lines t set note = json_build_object('narrative', 'firstBatch', 'number', m[1], 'amount', m[2])::text
  from (select id, regexp_match(note, '^首笔现金付款，合同编号 (\S+?)，金额 (\S+)$') as m from entry_lines where note ~ '^首笔现金付款，合同编号 (\S+?)，金额 (\S+)$' and (ledger_lock_date() is null or (select e.date from entries e where e.id = parent_id) > ledger_lock_date())) found
 where t.id = found.id;
-- A generated entry's note: the label of its document kind and the document's number.
update entries set note = json_build_object('narrative', 'entry', 'origin', created_from, 'number', substring(note from '^Bill (\S+)$'))::text
 where created_from = 'BILL' and note ~ '^Bill (\S+)$' and (ledger_lock_date() is null or date > ledger_lock_date());
update entry_lines l set note = e.note
  from entries e
 where l.parent_id = e.id and e.created_from = 'BILL' and l.note ~ '^Bill (\S+)$'
   and e.note ~ '^\{"narrative"' and e.note like '%' || substring(l.note from '^Bill (\S+)$') || '"}';
update entries set note = json_build_object('narrative', 'entry', 'origin', created_from, 'number', substring(note from '^Voucher (\S+)$'))::text
 where created_from = 'VOUCHER' and note ~ '^Voucher (\S+)$' and (ledger_lock_date() is null or date > ledger_lock_date());
update entry_lines l set note = e.note
  from entries e
 where l.parent_id = e.id and e.created_from = 'VOUCHER' and l.note ~ '^Voucher (\S+)$'
   and e.note ~ '^\{"narrative"' and e.note like '%' || substring(l.note from '^Voucher (\S+)$') || '"}';
update entries set note = json_build_object('narrative', 'entry', 'origin', created_from, 'number', substring(note from '^Cheque (\S+)$'))::text
 where created_from = 'CHQ' and note ~ '^Cheque (\S+)$' and (ledger_lock_date() is null or date > ledger_lock_date());
update entry_lines l set note = e.note
  from entries e
 where l.parent_id = e.id and e.created_from = 'CHQ' and l.note ~ '^Cheque (\S+)$'
   and e.note ~ '^\{"narrative"' and e.note like '%' || substring(l.note from '^Cheque (\S+)$') || '"}';
update entries set note = json_build_object('narrative', 'entry', 'origin', created_from, 'number', substring(note from '^Cheque collection (\S+)$'))::text
 where created_from = 'OP_COLLECTION' and note ~ '^Cheque collection (\S+)$' and (ledger_lock_date() is null or date > ledger_lock_date());
update entry_lines l set note = e.note
  from entries e
 where l.parent_id = e.id and e.created_from = 'OP_COLLECTION' and l.note ~ '^Cheque collection (\S+)$'
   and e.note ~ '^\{"narrative"' and e.note like '%' || substring(l.note from '^Cheque collection (\S+)$') || '"}';
update entries set note = json_build_object('narrative', 'entry', 'origin', created_from, 'number', substring(note from '^Cheque partial collection (\S+)$'))::text
 where created_from = 'OP_PARTIAL_COLLECTION' and note ~ '^Cheque partial collection (\S+)$' and (ledger_lock_date() is null or date > ledger_lock_date());
update entry_lines l set note = e.note
  from entries e
 where l.parent_id = e.id and e.created_from = 'OP_PARTIAL_COLLECTION' and l.note ~ '^Cheque partial collection (\S+)$'
   and e.note ~ '^\{"narrative"' and e.note like '%' || substring(l.note from '^Cheque partial collection (\S+)$') || '"}';
update entries set note = json_build_object('narrative', 'entry', 'origin', created_from, 'number', substring(note from '^Cheque return (\S+)$'))::text
 where created_from = 'OP_RETURN' and note ~ '^Cheque return (\S+)$' and (ledger_lock_date() is null or date > ledger_lock_date());
update entry_lines l set note = e.note
  from entries e
 where l.parent_id = e.id and e.created_from = 'OP_RETURN' and l.note ~ '^Cheque return (\S+)$'
   and e.note ~ '^\{"narrative"' and e.note like '%' || substring(l.note from '^Cheque return (\S+)$') || '"}';
update entries set note = json_build_object('narrative', 'entry', 'origin', created_from, 'number', substring(note from '^Reservation (\S+)$'))::text
 where created_from = 'RESERVATION' and note ~ '^Reservation (\S+)$' and (ledger_lock_date() is null or date > ledger_lock_date());
update entry_lines l set note = e.note
  from entries e
 where l.parent_id = e.id and e.created_from = 'RESERVATION' and l.note ~ '^Reservation (\S+)$'
   and e.note ~ '^\{"narrative"' and e.note like '%' || substring(l.note from '^Reservation (\S+)$') || '"}';
update entries set note = json_build_object('narrative', 'entry', 'origin', created_from, 'number', substring(note from '^Owner expense (\S+)$'))::text
 where created_from = 'OWNER_EXPENSE' and note ~ '^Owner expense (\S+)$' and (ledger_lock_date() is null or date > ledger_lock_date());
update entry_lines l set note = e.note
  from entries e
 where l.parent_id = e.id and e.created_from = 'OWNER_EXPENSE' and l.note ~ '^Owner expense (\S+)$'
   and e.note ~ '^\{"narrative"' and e.note like '%' || substring(l.note from '^Owner expense (\S+)$') || '"}';
update entries set note = json_build_object('narrative', 'entry', 'origin', created_from, 'number', substring(note from '^Contract termination (\S+)$'))::text
 where created_from = 'CONTRACT_TERMINATION' and note ~ '^Contract termination (\S+)$' and (ledger_lock_date() is null or date > ledger_lock_date());
update entry_lines l set note = e.note
  from entries e
 where l.parent_id = e.id and e.created_from = 'CONTRACT_TERMINATION' and l.note ~ '^Contract termination (\S+)$'
   and e.note ~ '^\{"narrative"' and e.note like '%' || substring(l.note from '^Contract termination (\S+)$') || '"}';
update entries set note = json_build_object('narrative', 'entry', 'origin', created_from, 'number', substring(note from '^Contract fines (\S+)$'))::text
 where created_from = 'CONTRACT_FINES' and note ~ '^Contract fines (\S+)$' and (ledger_lock_date() is null or date > ledger_lock_date());
update entry_lines l set note = e.note
  from entries e
 where l.parent_id = e.id and e.created_from = 'CONTRACT_FINES' and l.note ~ '^Contract fines (\S+)$'
   and e.note ~ '^\{"narrative"' and e.note like '%' || substring(l.note from '^Contract fines (\S+)$') || '"}';
update entries set note = json_build_object('narrative', 'entry', 'origin', created_from, 'number', substring(note from '^Contract fees (\S+)$'))::text
 where created_from = 'CONTRACT_FEES' and note ~ '^Contract fees (\S+)$' and (ledger_lock_date() is null or date > ledger_lock_date());
update entry_lines l set note = e.note
  from entries e
 where l.parent_id = e.id and e.created_from = 'CONTRACT_FEES' and l.note ~ '^Contract fees (\S+)$'
   and e.note ~ '^\{"narrative"' and e.note like '%' || substring(l.note from '^Contract fees (\S+)$') || '"}';
update entries set note = json_build_object('narrative', 'entry', 'origin', created_from, 'number', substring(note from '^Contract (\S+)$'))::text
 where created_from = 'CONTRACT' and note ~ '^Contract (\S+)$' and (ledger_lock_date() is null or date > ledger_lock_date());
update entry_lines l set note = e.note
  from entries e
 where l.parent_id = e.id and e.created_from = 'CONTRACT' and l.note ~ '^Contract (\S+)$'
   and e.note ~ '^\{"narrative"' and e.note like '%' || substring(l.note from '^Contract (\S+)$') || '"}';
