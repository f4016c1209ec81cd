import { TIMEZONE_IANA } from '@careledger/shared';
import { Download, FileSpreadsheet, FileText } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Menu, MenuContent, MenuItem, MenuTrigger } from '@/components/ui/menu';
import { useToast } from '@/components/ui/toast/use-toasts';
import { useFormat } from '@/hooks/use-format';
import { usePreferences } from '@/hooks/use-preferences';
import { errorMessage } from '@/lib/api-client';
import type { TFunction } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n';
import { toSearchParams } from '@/lib/search-params';
import { getStatistics } from '../api/get-statistics';
import { fetchAllTags } from '../lib/fetch-all-tags';
import type { RfidReportText } from '../lib/rfid-report';

interface ExportMenuProps {
  /** The tags tab's search: both exports hold the tags it matches. */
  search: string;
  /** No tags to export (spec 001: "Export Data (disabled when there are no tags)"). */
  disabled: boolean;
}

function reportText(t: TFunction<'rfid'>, format: ReturnType<typeof useFormat>): RfidReportText {
  return {
    title: t('report.title'),
    generated: (date) => t('report.generated', { date }),
    summary: t('report.summary'),
    tags: t('report.tags'),
    noTags: t('report.noTags'),
    statistics: {
      totalTags: t('overview.totalTags'),
      activeTags: t('overview.activeTags'),
      lostTags: t('overview.lostTags'),
      damagedTags: t('overview.damagedTags'),
      totalSupplies: t('overview.totalSupplies'),
      suppliesWithRFID: t('overview.withRfid'),
      suppliesWithoutRFID: t('overview.withoutRfid'),
      coveragePercentage: t('overview.coverageRate'),
    },
    fields: {
      item: t('tags.itemName'),
      tagId: t('tags.tagId'),
      status: t('tags.status'),
      lastScan: t('tags.lastScan'),
      location: t('tags.location'),
      batteryLevel: t('view.batteryLevel'),
      signalStrength: t('view.signalStrength'),
    },
    status: {
      active: t('status.active'),
      inactive: t('status.inactive'),
      lost: t('status.lost'),
      damaged: t('status.damaged'),
    },
    signal: {
      none: t('signal.none'),
      low: t('signal.low'),
      medium: t('signal.medium'),
      high: t('signal.high'),
    },
    never: t('tags.never'),
    notAvailable: t('notAvailable'),
    percent: (value) => t('view.percent', { value }),
    formatDate: (value) => format.date(value),
    formatNumber: format.number,
  };
}

/** Export Data on the tags tab: a PDF report built in the browser, or the server's CSV file. */
export function ExportMenu({ search, disabled }: ExportMenuProps) {
  const { t } = useTranslation('rfid');
  const format = useFormat();
  const toast = useToast();
  const { timezone } = usePreferences();
  const [isExporting, setIsExporting] = useState(false);
  const csvHref = `/api/rfid/tags.csv${toSearchParams({ search: search.trim() })}`;

  async function exportPdf() {
    setIsExporting(true);
    try {
      // jsPDF is large and only this export needs it: it loads on first use, beside the data.
      const [report, tags, statistics] = await Promise.all([
        import('../lib/rfid-report'),
        fetchAllTags(search),
        getStatistics(),
      ]);
      const generatedAt = new Date();
      const doc = report.buildRfidReport({ tags, statistics, text: reportText(t, format), generatedAt });
      doc.save(report.reportFileName(generatedAt, TIMEZONE_IANA[timezone]));
    } catch (error) {
      toast.error(t('tags.exportFailed', { message: errorMessage(error) }));
    } finally {
      setIsExporting(false);
    }
  }

  return (
    <Menu>
      <MenuTrigger asChild disabled={disabled || isExporting}>
        <Button variant="secondary" size="sm" aria-busy={isExporting}>
          <Download aria-hidden="true" className="size-4" />
          {isExporting ? t('tags.exporting') : t('tags.export')}
        </Button>
      </MenuTrigger>
      <MenuContent>
        <MenuItem onSelect={() => void exportPdf()}>
          <FileText aria-hidden="true" className="size-4" />
          {t('tags.exportPdf')}
        </MenuItem>
        <MenuItem asChild>
          <a href={csvHref} download>
            <FileSpreadsheet aria-hidden="true" className="size-4" />
            {t('tags.exportCsv')}
          </a>
        </MenuItem>
      </MenuContent>
    </Menu>
  );
}
