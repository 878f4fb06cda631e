// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {
    AccessControlDefaultAdminRules
} from "@openzeppelin/contracts/access/extensions/AccessControlDefaultAdminRules.sol";
import {ERC20Burnable} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Burnable.sol";
import {IERC721} from "@openzeppelin/contracts/token/ERC721/IERC721.sol";
import {IERC721Receiver} from "@openzeppelin/contracts/token/ERC721/IERC721Receiver.sol";
import {SafeCast} from "@openzeppelin/contracts/utils/math/SafeCast.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";

/// @title The profile registry: one profile per address, a team, points, and a collectible as picture.
/// @notice A profile is created with a team (existing and joinable) and an NFT of an allowed collection
/// (NFT_ROLE); the registry holds that NFT while the profile is active. Pausing returns it; reactivating
/// or changing the picture hands in another one. FLASK fees for register, reactivate and update are
/// burned (`burnFrom`: the user approves this contract). Points only grow, only through POINT_ROLE
/// holders (campaigns, later IFOs and competitions), and count for the user's current team too.
/// - Custody: an active profile's (nftAddress, tokenId) is owned by the registry, and the registry
///   accepts NFTs only through its own transfers (`onERC721Received` refuses anyone else's).
/// - A team's numberUsers is the number of ACTIVE profiles in it.
/// @dev Roles: DEFAULT_ADMIN_ROLE (teams, fees, grants the others; two-step transfer with a 2-day
/// delay like FlaskToken), NFT_ROLE (collections allowed as pictures), POINT_ROLE (grants points),
/// SPECIAL_ROLE (moves an active member to another team).
contract FlaskProfile is AccessControlDefaultAdminRules, ReentrancyGuardTransient, IERC721Receiver {
    bytes32 public constant NFT_ROLE = keccak256("NFT_ROLE");
    bytes32 public constant POINT_ROLE = keccak256("POINT_ROLE");
    bytes32 public constant SPECIAL_ROLE = keccak256("SPECIAL_ROLE");
    uint48 public constant INITIAL_ADMIN_DELAY = 2 days;
    /// @notice Longest team name and description, in bytes (kept small: every reader batches all teams).
    uint256 public constant MAX_TEAM_NAME_LENGTH = 32;
    uint256 public constant MAX_TEAM_DESCRIPTION_LENGTH = 256;

    /// @dev Packed so that registering writes two slots: ids are bounded by the counters' casts.
    struct User {
        address nftAddress;
        bool isActive;
        uint32 teamId;
        uint40 userId;
        uint256 tokenId;
        uint256 numberPoints;
    }

    struct Team {
        string teamName;
        string teamDescription;
        uint256 numberUsers;
        uint256 numberPoints;
        bool isJoinable;
    }

    ERC20Burnable public immutable flask;

    uint256 public numberFlaskToReactivate;
    uint256 public numberFlaskToRegister;
    uint256 public numberFlaskToUpdate;

    uint256 public numberActiveProfiles;
    uint256 public numberRegisteredProfiles;
    uint256 public numberTeams;

    /// @notice True once points were granted to `user` under `campaignId`.
    mapping(address user => mapping(uint256 campaignId => bool)) public hasAchievement;

    mapping(address user => User) private _users;
    mapping(uint256 teamId => Team) private _teams;

    event TeamAdd(uint256 indexed teamId, string teamName);
    event TeamRename(uint256 indexed teamId, string teamName, string teamDescription);
    event TeamJoinable(uint256 indexed teamId, bool joinable);
    event UserNew(address indexed user, uint256 indexed teamId, address nftAddress, uint256 tokenId);
    event UserPause(address indexed user, uint256 indexed teamId);
    event UserReactivate(address indexed user, uint256 indexed teamId, address nftAddress, uint256 tokenId);
    event UserUpdate(address indexed user, address nftAddress, uint256 tokenId);
    event UserPointIncrease(address indexed user, uint256 numberPoints, uint256 indexed campaignId);
    event TeamPointIncrease(uint256 indexed teamId, uint256 numberPoints, uint256 indexed campaignId);
    event UserChangeTeam(address indexed user, uint256 oldTeamId, uint256 newTeamId);
    event FeesUpdated(uint256 reactivate, uint256 register, uint256 update);

    error ZeroAddress();
    error AlreadyRegistered(address user);
    error NotRegistered(address user);
    error ProfileNotActive(address user);
    error ProfileActive(address user);
    error TeamNotFound(uint256 teamId);
    error TeamNotJoinable(uint256 teamId);
    error SameTeam(uint256 teamId);
    error InvalidTeamName();
    error InvalidTeamDescription();
    error CollectionNotAllowed(address nftAddress);
    error NotTokenOwner(address nftAddress, uint256 tokenId);
    error UnexpectedNFT();

    constructor(
        address flask_,
        uint256 numberFlaskToReactivate_,
        uint256 numberFlaskToRegister_,
        uint256 numberFlaskToUpdate_,
        address admin
    ) AccessControlDefaultAdminRules(INITIAL_ADMIN_DELAY, admin) {
        if (flask_ == address(0)) revert ZeroAddress();
        flask = ERC20Burnable(flask_);
        _setFees(numberFlaskToReactivate_, numberFlaskToRegister_, numberFlaskToUpdate_);
    }

    // ----- users -----

    /// @notice Registers the caller in `teamId` with `tokenId` of `nftAddress` as picture (held here),
    /// burning `numberFlaskToRegister` FLASK. Approve the NFT and the FLASK to this contract first.
    function createProfile(uint256 teamId, address nftAddress, uint256 tokenId) external nonReentrant {
        if (_users[msg.sender].userId != 0) revert AlreadyRegistered(msg.sender);
        Team storage team = _existingTeam(teamId);
        if (!team.isJoinable) revert TeamNotJoinable(teamId);
        _checkPicture(nftAddress, tokenId);

        uint256 userId = ++numberRegisteredProfiles;
        _users[msg.sender] = User({
            nftAddress: nftAddress,
            isActive: true,
            teamId: uint32(teamId), // teamId <= numberTeams, which addTeam keeps within uint32
            userId: SafeCast.toUint40(userId),
            tokenId: tokenId,
            numberPoints: 0
        });
        team.numberUsers += 1;
        numberActiveProfiles += 1;

        flask.burnFrom(msg.sender, numberFlaskToRegister);
        _takeNFT(nftAddress, tokenId);
        emit UserNew(msg.sender, teamId, nftAddress, tokenId);
    }

    /// @notice Deactivates the caller's profile and returns its NFT. No fee.
    function pauseProfile() external nonReentrant {
        User storage user = _activeUser(msg.sender);
        address nftAddress = user.nftAddress;
        uint256 tokenId = user.tokenId;
        uint256 teamId = user.teamId;

        user.isActive = false;
        user.nftAddress = address(0);
        user.tokenId = 0;
        _teams[teamId].numberUsers -= 1;
        numberActiveProfiles -= 1;

        _returnNFT(nftAddress, tokenId);
        emit UserPause(msg.sender, teamId);
    }

    /// @notice Reactivates the caller's paused profile with a new picture, burning
    /// `numberFlaskToReactivate` FLASK. The profile stays in its team, joinable or not.
    function reactivateProfile(address nftAddress, uint256 tokenId) external nonReentrant {
        User storage user = _users[msg.sender];
        if (user.userId == 0) revert NotRegistered(msg.sender);
        if (user.isActive) revert ProfileActive(msg.sender);
        _checkPicture(nftAddress, tokenId);

        uint256 teamId = user.teamId;
        user.isActive = true;
        user.nftAddress = nftAddress;
        user.tokenId = tokenId;
        _teams[teamId].numberUsers += 1;
        numberActiveProfiles += 1;

        flask.burnFrom(msg.sender, numberFlaskToReactivate);
        _takeNFT(nftAddress, tokenId);
        emit UserReactivate(msg.sender, teamId, nftAddress, tokenId);
    }

    /// @notice Swaps the caller's picture: takes the new NFT, returns the old one, burns
    /// `numberFlaskToUpdate` FLASK.
    function updateProfile(address nftAddress, uint256 tokenId) external nonReentrant {
        User storage user = _activeUser(msg.sender);
        _checkPicture(nftAddress, tokenId);

        address oldNftAddress = user.nftAddress;
        uint256 oldTokenId = user.tokenId;
        user.nftAddress = nftAddress;
        user.tokenId = tokenId;

        flask.burnFrom(msg.sender, numberFlaskToUpdate);
        _takeNFT(nftAddress, tokenId);
        _returnNFT(oldNftAddress, oldTokenId);
        emit UserUpdate(msg.sender, nftAddress, tokenId);
    }

    /// @notice The registry takes only the NFTs it pulls itself.
    function onERC721Received(address operator, address, uint256, bytes calldata) external view returns (bytes4) {
        if (operator != address(this)) revert UnexpectedNFT();
        return IERC721Receiver.onERC721Received.selector;
    }

    // ----- points -----

    /// @notice Adds `numberPoints` to `user` (registered) and to the user's current team, and records
    /// the achievement `campaignId`.
    function increaseUserPoints(address user, uint256 numberPoints, uint256 campaignId) external onlyRole(POINT_ROLE) {
        _increaseUserPoints(user, numberPoints, campaignId);
    }

    /// @notice `increaseUserPoints` for each of `users`.
    function increaseUserPointsMultiple(address[] calldata users, uint256 numberPoints, uint256 campaignId)
        external
        onlyRole(POINT_ROLE)
    {
        for (uint256 i = 0; i < users.length; ++i) {
            _increaseUserPoints(users[i], numberPoints, campaignId);
        }
    }

    /// @notice Adds `numberPoints` to team `teamId` only (e.g. a team battle prize).
    function increaseTeamPoints(uint256 teamId, uint256 numberPoints, uint256 campaignId)
        external
        onlyRole(POINT_ROLE)
    {
        _existingTeam(teamId).numberPoints += numberPoints;
        emit TeamPointIncrease(teamId, numberPoints, campaignId);
    }

    // ----- special -----

    /// @notice Moves the active profile of `user` to `newTeamId` (joinable or not). Points earned stay
    /// with the old team.
    function changeTeam(address user, uint256 newTeamId) external onlyRole(SPECIAL_ROLE) {
        User storage profile = _activeUser(user);
        Team storage newTeam = _existingTeam(newTeamId);
        uint256 oldTeamId = profile.teamId;
        if (oldTeamId == newTeamId) revert SameTeam(newTeamId);

        _teams[oldTeamId].numberUsers -= 1;
        newTeam.numberUsers += 1;
        profile.teamId = uint32(newTeamId); // newTeamId <= numberTeams
        emit UserChangeTeam(user, oldTeamId, newTeamId);
    }

    // ----- admin -----

    /// @notice Adds a joinable team; its id is the new `numberTeams`.
    function addTeam(string calldata name, string calldata description) external onlyRole(DEFAULT_ADMIN_ROLE) {
        _checkTeamTexts(name, description);
        uint256 teamId = ++numberTeams;
        SafeCast.toUint32(teamId); // a profile stores its team id in 32 bits
        Team storage team = _teams[teamId];
        team.teamName = name;
        team.teamDescription = description;
        team.isJoinable = true;
        emit TeamAdd(teamId, name);
    }

    function renameTeam(uint256 teamId, string calldata name, string calldata description)
        external
        onlyRole(DEFAULT_ADMIN_ROLE)
    {
        _checkTeamTexts(name, description);
        Team storage team = _existingTeam(teamId);
        team.teamName = name;
        team.teamDescription = description;
        emit TeamRename(teamId, name, description);
    }

    function makeTeamJoinable(uint256 teamId) external onlyRole(DEFAULT_ADMIN_ROLE) {
        _existingTeam(teamId).isJoinable = true;
        emit TeamJoinable(teamId, true);
    }

    function makeTeamNotJoinable(uint256 teamId) external onlyRole(DEFAULT_ADMIN_ROLE) {
        _existingTeam(teamId).isJoinable = false;
        emit TeamJoinable(teamId, false);
    }

    /// @notice Sets the FLASK burned to reactivate, register and update a profile.
    function updateNumberFlask(uint256 reactivate, uint256 register, uint256 update)
        external
        onlyRole(DEFAULT_ADMIN_ROLE)
    {
        _setFees(reactivate, register, update);
    }

    // ----- views -----

    /// @notice The profile of `user`; every field zero/false when `user` never registered.
    function getUserProfile(address user)
        external
        view
        returns (
            uint256 userId,
            uint256 numberPoints,
            uint256 teamId,
            address nftAddress,
            uint256 tokenId,
            bool isActive
        )
    {
        User storage profile = _users[user];
        return
            (
                profile.userId,
                profile.numberPoints,
                profile.teamId,
                profile.nftAddress,
                profile.tokenId,
                profile.isActive
            );
    }

    function hasRegistered(address user) external view returns (bool) {
        return _users[user].userId != 0;
    }

    /// @notice Team `teamId` (1..numberTeams); reverts for any other id.
    function getTeamProfile(uint256 teamId)
        external
        view
        returns (
            string memory teamName,
            string memory teamDescription,
            uint256 numberUsers,
            uint256 numberPoints,
            bool isJoinable
        )
    {
        Team storage team = _existingTeam(teamId);
        return (team.teamName, team.teamDescription, team.numberUsers, team.numberPoints, team.isJoinable);
    }

    // ----- internal -----

    function _increaseUserPoints(address user, uint256 numberPoints, uint256 campaignId) private {
        User storage profile = _users[user];
        if (profile.userId == 0) revert NotRegistered(user);
        profile.numberPoints += numberPoints;
        _teams[profile.teamId].numberPoints += numberPoints;
        hasAchievement[user][campaignId] = true;
        emit UserPointIncrease(user, numberPoints, campaignId);
    }

    function _setFees(uint256 reactivate, uint256 register, uint256 update) private {
        numberFlaskToReactivate = reactivate;
        numberFlaskToRegister = register;
        numberFlaskToUpdate = update;
        emit FeesUpdated(reactivate, register, update);
    }

    function _activeUser(address user) private view returns (User storage profile) {
        profile = _users[user];
        if (profile.userId == 0) revert NotRegistered(user);
        if (!profile.isActive) revert ProfileNotActive(user);
    }

    function _existingTeam(uint256 teamId) private view returns (Team storage) {
        if (teamId == 0 || teamId > numberTeams) revert TeamNotFound(teamId);
        return _teams[teamId];
    }

    function _checkPicture(address nftAddress, uint256 tokenId) private view {
        if (!hasRole(NFT_ROLE, nftAddress)) revert CollectionNotAllowed(nftAddress);
        if (IERC721(nftAddress).ownerOf(tokenId) != msg.sender) revert NotTokenOwner(nftAddress, tokenId);
    }

    function _takeNFT(address nftAddress, uint256 tokenId) private {
        IERC721(nftAddress).safeTransferFrom(msg.sender, address(this), tokenId);
    }

    /// @dev A plain transfer: the NFT goes back to the account that held it, so no receiver check is
    /// needed, and a wallet contract without `onERC721Received` can still pause.
    function _returnNFT(address nftAddress, uint256 tokenId) private {
        IERC721(nftAddress).transferFrom(address(this), msg.sender, tokenId);
    }

    function _checkTeamTexts(string calldata name, string calldata description) private pure {
        if (bytes(name).length == 0 || bytes(name).length > MAX_TEAM_NAME_LENGTH) revert InvalidTeamName();
        if (bytes(description).length > MAX_TEAM_DESCRIPTION_LENGTH) revert InvalidTeamDescription();
    }
}
