import type { SvgIconComponent } from '@mui/icons-material';
import AccountBalance from '@mui/icons-material/AccountBalance';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import Assessment from '@mui/icons-material/Assessment';
import Assignment from '@mui/icons-material/Assignment';
import Block from '@mui/icons-material/Block';
import Cancel from '@mui/icons-material/Cancel';
import Category from '@mui/icons-material/Category';
import CheckCircle from '@mui/icons-material/CheckCircle';
import ContactMail from '@mui/icons-material/ContactMail';
import Delete from '@mui/icons-material/Delete';
import Description from '@mui/icons-material/Description';
import DirectionsCar from '@mui/icons-material/DirectionsCar';
import Edit from '@mui/icons-material/Edit';
import Help from '@mui/icons-material/Help';
import History from '@mui/icons-material/History';
import Home from '@mui/icons-material/Home';
import Inventory from '@mui/icons-material/Inventory';
import LocalOffer from '@mui/icons-material/LocalOffer';
import LocalShipping from '@mui/icons-material/LocalShipping';
import LocationCity from '@mui/icons-material/LocationCity';
import MapIcon from '@mui/icons-material/Map';
import Notifications from '@mui/icons-material/Notifications';
import People from '@mui/icons-material/People';
import Place from '@mui/icons-material/Place';
import Public from '@mui/icons-material/Public';
import Replay from '@mui/icons-material/Replay';
import Reply from '@mui/icons-material/Reply';
import Schedule from '@mui/icons-material/Schedule';
import School from '@mui/icons-material/School';
import Security from '@mui/icons-material/Security';
import Settings from '@mui/icons-material/Settings';
import Star from '@mui/icons-material/Star';
import VerifiedUser from '@mui/icons-material/VerifiedUser';
import Visibility from '@mui/icons-material/Visibility';
import StorageIcon from '@mui/icons-material/Storage';
import Wallet from '@mui/icons-material/Wallet';
import Work from '@mui/icons-material/Work';
// This icon set ships the outline briefcase only as WorkOutlineOutlined.
import WorkOutline from '@mui/icons-material/WorkOutlineOutlined';

/**
 * The icons a descriptor or the menu may name. Each is imported from its own module so only
 * these end up in the bundle.
 */
export const icons = {
  Home,
  AccountBalance,
  Public,
  LocationCity,
  Place,
  Work,
  WorkOutline,
  Category,
  School,
  Cancel,
  Settings,
  People,
  Storage: StorageIcon,
  Map: MapIcon,
  Notifications,
  Assignment,
  LocalShipping,
  Star,
  Inventory,
  LocalOffer,
  DirectionsCar,
  ContactMail,
  Description,
  Security,
  AdminPanelSettings,
  History,
  Help,
  Wallet,
  Assessment,
  Visibility,
  VerifiedUser,
  // The built-in row actions' icons (actionLooks.json) and the other row actions' own.
  Edit,
  Delete,
  CheckCircle,
  Block,
  Replay,
  Reply,
  Schedule,
} satisfies Record<string, SvgIconComponent>;

export type IconName = keyof typeof icons;

export const iconNames = Object.keys(icons) as IconName[];
