// Sidebar icons: one Heroicon per entry of the permissions table.
import {
  AcademicCapIcon, BanknotesIcon, BellAlertIcon, BuildingOffice2Icon, BuildingStorefrontIcon, ChartBarIcon,
  ChatBubbleLeftEllipsisIcon, CheckBadgeIcon, ClipboardDocumentListIcon, DocumentDuplicateIcon, FlagIcon,
  GiftIcon, IdentificationIcon, InboxArrowDownIcon, MapIcon, MegaphoneIcon, MusicalNoteIcon, PhotoIcon,
  QrCodeIcon, QueueListIcon, RectangleGroupIcon, ShoppingBagIcon, SparklesIcon, Squares2X2Icon, StarIcon,
  TableCellsIcon, TagIcon, TicketIcon, UserGroupIcon, UsersIcon, ViewColumnsIcon,
} from "@heroicons/react/24/outline";
import type { ComponentType, SVGProps } from "react";
import type { IconName } from "~/core/permissions";

const icons: Record<IconName, ComponentType<SVGProps<SVGSVGElement>>> = {
  profile: IdentificationIcon,
  cash: BanknotesIcon,
  venue: BuildingStorefrontIcon,
  format: SparklesIcon,
  structure: BuildingOffice2Icon,
  gallery: PhotoIcon,
  category: TagIcon,
  request: InboxArrowDownIcon,
  event: TicketIcon,
  template: DocumentDuplicateIcon,
  product: ShoppingBagIcon,
  promo: GiftIcon,
  scan: QrCodeIcon,
  vip: StarIcon,
  order: ClipboardDocumentListIcon,
  table: TableCellsIcon,
  list: QueueListIcon,
  people: UserGroupIcon,
  flag: FlagIcon,
  music: MusicalNoteIcon,
  user: UsersIcon,
  chart: ChartBarIcon,
  check: CheckBadgeIcon,
  feedback: ChatBubbleLeftEllipsisIcon,
  image: Squares2X2Icon,
  banner: ViewColumnsIcon,
  bell: BellAlertIcon,
  megaphone: MegaphoneIcon,
  map: MapIcon,
  help: AcademicCapIcon,
};

export function SectionIcon({ name, className }: { name: IconName; className?: string }) {
  const Icon = icons[name] ?? RectangleGroupIcon;
  return <Icon aria-hidden="true" className={className ?? "h-5 w-5 shrink-0"} />;
}
