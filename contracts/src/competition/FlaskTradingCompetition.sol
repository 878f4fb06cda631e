// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Ownable, Ownable2Step} from "@openzeppelin/contracts/access/Ownable2Step.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {SafeCast} from "@openzeppelin/contracts/utils/math/SafeCast.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {FlaskProfile} from "../profile/FlaskProfile.sol";

/// @title The trading battle: profile teams compete on trading volume over 4 eligible pairs.
/// @notice The owner moves the battle one step at a time: Registration → Open → Close → Claiming →
/// Over. In Registration a user with an ACTIVE profile registers once; the battle team is the
/// profile's team at that moment. Volumes are counted off chain (the indexer) on `eligiblePairs`
/// between `openBlock` (inclusive) and `closeBlock` (exclusive). In Close the owner posts the
/// results as per-user data with events (`setTeamRanks`, `setUserResults`), which anyone can
/// recompute from the indexer (docs/competition.md). From Claiming each registered user with a
/// result claims once the reward table's prize for (their team's tier, their reward group): FLASK
/// from the funded pot and points + the `campaignId` achievement on the profile registry (this
/// contract holds its POINT_ROLE). Points go to an active profile only; a paused profile, or a
/// registry that refuses the points (role revoked), never blocks the FLASK: the claim pays it,
/// skips the points and emits `PointsSkipped`.
/// - Team tier: 0 = the team ranked 1st, 1 = 2nd, 2 = 3rd or lower, or a team with no posted rank.
/// - Reward group: 0 = rank 1-10 in its team, 1 = 11-100, 2 = 101-500, 3 = any other registered
///   trader with volume > 0. A registered user without a posted result gets nothing.
/// - Claiming can only start when the pot covers every posted result (`totalFlaskOwed`); the table
///   and the results are frozen from then on, so each claim is paid from what is held.
/// - Over only ends the app's claiming screen: users can still claim, and the owner may take only
///   what no user is owed (`withdrawableFlask`). FLASK sent here outside `fundRewards` is never part
///   of the pot: the owner may recover it at any time (`recoverStrayFlask`).
/// @dev Owed FLASK is kept as result counts per (team, group) and per (tier, group): a later team
/// rank or table change re-prices every posted result without iterating users.
contract FlaskTradingCompetition is Ownable2Step, ReentrancyGuardTransient {
    using SafeERC20 for IERC20;

    enum CompetitionStatus {
        Registration,
        Open,
        Close,
        Claiming,
        Over
    }

    /// @dev One slot per user.
    struct UserStats {
        bool hasRegistered;
        bool hasClaimed;
        bool hasResult;
        uint8 rewardGroup;
        uint32 teamId;
    }

    uint256 public constant ELIGIBLE_PAIR_COUNT = 4;
    uint256 public constant TEAM_TIERS = 3;
    uint256 public constant REWARD_GROUPS = 4;

    FlaskProfile public immutable profile;
    IERC20 public immutable flask;
    /// @notice The profile registry's 'teambattle' campaign id recorded with the points.
    uint256 public immutable campaignId;

    CompetitionStatus public currentStatus;
    /// @notice Block at which the battle entered Open (0 before).
    uint256 public openBlock;
    /// @notice Block at which the battle entered Close (0 before).
    uint256 public closeBlock;
    uint256 public registeredCount;
    /// @notice FLASK brought in by `fundRewards`.
    uint256 public flaskFunded;
    /// @notice FLASK paid to users by claims.
    uint256 public totalFlaskPaid;
    /// @notice FLASK taken back by the owner through `withdrawUnclaimed`.
    uint256 public flaskWithdrawn;

    address[] private _eligiblePairs;
    uint256[REWARD_GROUPS][TEAM_TIERS] private _flaskRewards;
    uint256[REWARD_GROUPS][TEAM_TIERS] private _pointRewards;
    mapping(address user => UserStats) private _users;
    mapping(uint256 teamId => uint8) private _teamRanks;
    mapping(uint256 teamId => uint256[REWARD_GROUPS]) private _resultsPerTeam;
    uint256[REWARD_GROUPS][TEAM_TIERS] private _resultsPerTier;

    event NewCompetitionStatus(uint8 status, uint256 blockNumber);
    event UserRegister(address indexed user, uint256 indexed teamId);
    event RewardTableUpdate(
        uint256[REWARD_GROUPS][TEAM_TIERS] flaskRewards, uint256[REWARD_GROUPS][TEAM_TIERS] pointRewards
    );
    event RewardsFunded(uint256 amount);
    event TeamRank(uint256 indexed teamId, uint8 rank);
    event UserResult(address indexed user, uint8 rewardGroup);
    event UserClaim(address indexed user, uint8 rewardGroup, uint256 flaskAmount, uint256 points);
    event UnclaimedWithdraw(uint256 amount);
    event PointsSkipped(address indexed user, uint256 points, uint256 campaignId);
    event StrayFlaskRecovered(uint256 amount);

    error ZeroAddress();
    error InvalidPairCount(uint256 count);
    error InvalidStatusChange(CompetitionStatus current, CompetitionStatus next);
    error Underfunded(uint256 funded, uint256 owed);
    error NotRegistrationPeriod();
    error NotClosePeriod();
    error NotClaimingPeriod();
    error NotOverPeriod();
    error RewardTableLocked();
    error ProfileNotActive(address user);
    error AlreadyRegistered(address user);
    error NotRegistered(address user);
    error LengthMismatch();
    error InvalidRank(uint256 teamId);
    error InvalidRewardGroup(uint8 rewardGroup);
    error AlreadyClaimed(address user);
    error NoReward(address user);
    error ZeroAmount();
    error NothingToWithdraw();

    constructor(address profile_, address flask_, uint256 campaignId_, address[] memory eligiblePairs_, address owner_)
        Ownable(owner_)
    {
        if (profile_ == address(0) || flask_ == address(0)) revert ZeroAddress();
        if (eligiblePairs_.length != ELIGIBLE_PAIR_COUNT) revert InvalidPairCount(eligiblePairs_.length);
        for (uint256 i = 0; i < eligiblePairs_.length; ++i) {
            if (eligiblePairs_[i] == address(0)) revert ZeroAddress();
        }
        profile = FlaskProfile(profile_);
        flask = IERC20(flask_);
        campaignId = campaignId_;
        _eligiblePairs = eligiblePairs_;
    }

    // ----- users -----

    /// @notice Registers the caller (active profile, Registration only) in their profile's team.
    function register() external {
        if (currentStatus != CompetitionStatus.Registration) revert NotRegistrationPeriod();
        UserStats storage user = _users[msg.sender];
        if (user.hasRegistered) revert AlreadyRegistered(msg.sender);
        (,, uint256 teamId,,, bool isActive) = profile.getUserProfile(msg.sender);
        if (!isActive) revert ProfileNotActive(msg.sender);
        user.hasRegistered = true;
        user.teamId = SafeCast.toUint32(teamId);
        registeredCount += 1;
        emit UserRegister(msg.sender, teamId);
    }

    /// @notice Pays the caller's prize once (Claiming or Over): FLASK and profile points.
    function claimReward() external nonReentrant {
        if (currentStatus != CompetitionStatus.Claiming && currentStatus != CompetitionStatus.Over) {
            revert NotClaimingPeriod();
        }
        UserStats storage user = _users[msg.sender];
        if (!user.hasRegistered) revert NotRegistered(msg.sender);
        if (user.hasClaimed) revert AlreadyClaimed(msg.sender);
        if (!user.hasResult) revert NoReward(msg.sender);
        uint256 tier = _tierOf(user.teamId);
        uint8 group = user.rewardGroup;
        uint256 flaskAmount = _flaskRewards[tier][group];
        uint256 points = _pointRewards[tier][group];
        if (flaskAmount == 0 && points == 0) revert NoReward(msg.sender);
        user.hasClaimed = true;
        totalFlaskPaid += flaskAmount;
        if (points != 0 && !_grantPoints(msg.sender, points)) {
            emit PointsSkipped(msg.sender, points, campaignId);
            points = 0;
        }
        if (flaskAmount != 0) flask.safeTransfer(msg.sender, flaskAmount);
        emit UserClaim(msg.sender, group, flaskAmount, points);
    }

    /// @dev Points to an active profile, when the registry takes them; false when skipped.
    function _grantPoints(address account, uint256 points) private returns (bool) {
        try profile.getUserProfile(account) returns (uint256, uint256, uint256, address, uint256, bool isActive) {
            if (!isActive) return false;
        } catch {
            return false;
        }
        try profile.increaseUserPoints(account, points, campaignId) {
            return true;
        } catch {
            return false;
        }
    }

    // ----- owner -----

    /// @notice Moves the battle exactly one step forward. Open records `openBlock`, Close records
    /// `closeBlock`; Claiming needs the pot to cover every posted result.
    function updateCompetitionStatus(CompetitionStatus next) external onlyOwner {
        CompetitionStatus current = currentStatus;
        if (current == CompetitionStatus.Over || uint8(next) != uint8(current) + 1) {
            revert InvalidStatusChange(current, next);
        }
        if (next == CompetitionStatus.Open) openBlock = block.number;
        if (next == CompetitionStatus.Close) closeBlock = block.number;
        if (next == CompetitionStatus.Claiming) {
            uint256 owed = totalFlaskOwed();
            if (flaskFunded < owed) revert Underfunded(flaskFunded, owed);
        }
        currentStatus = next;
        emit NewCompetitionStatus(uint8(next), block.number);
    }

    /// @notice The prizes, indexed [teamTier][rewardGroup]. Any time before Claiming.
    function setRewardTable(
        uint256[REWARD_GROUPS][TEAM_TIERS] calldata flaskRewards,
        uint256[REWARD_GROUPS][TEAM_TIERS] calldata pointRewards
    ) external onlyOwner {
        if (uint8(currentStatus) >= uint8(CompetitionStatus.Claiming)) revert RewardTableLocked();
        _flaskRewards = flaskRewards;
        _pointRewards = pointRewards;
        emit RewardTableUpdate(flaskRewards, pointRewards);
    }

    /// @notice Pulls `amount` FLASK from the owner into the reward pot.
    function fundRewards(uint256 amount) external onlyOwner nonReentrant {
        if (amount == 0) revert ZeroAmount();
        flaskFunded += amount;
        flask.safeTransferFrom(msg.sender, address(this), amount);
        emit RewardsFunded(amount);
    }

    /// @notice Posts team ranks (1 = first). Close only; a later call replaces a team's rank.
    function setTeamRanks(uint256[] calldata teamIds, uint8[] calldata ranks) external onlyOwner {
        _onlyClose();
        if (teamIds.length != ranks.length) revert LengthMismatch();
        for (uint256 i = 0; i < teamIds.length; ++i) {
            uint256 teamId = teamIds[i];
            uint8 rank = ranks[i];
            if (rank == 0) revert InvalidRank(teamId);
            uint256 oldTier = _tierOf(teamId);
            uint256 newTier = _tierForRank(rank);
            if (oldTier != newTier) {
                uint256[REWARD_GROUPS] storage counts = _resultsPerTeam[teamId];
                for (uint256 group = 0; group < REWARD_GROUPS; ++group) {
                    uint256 count = counts[group];
                    if (count == 0) continue;
                    _resultsPerTier[oldTier][group] -= count;
                    _resultsPerTier[newTier][group] += count;
                }
            }
            _teamRanks[teamId] = rank;
            emit TeamRank(teamId, rank);
        }
    }

    /// @notice Posts registered users' reward groups (0-3), in as many batches as needed. Close
    /// only; posting a user again replaces their result.
    function setUserResults(address[] calldata users, uint8[] calldata rewardGroups) external onlyOwner {
        _onlyClose();
        if (users.length != rewardGroups.length) revert LengthMismatch();
        for (uint256 i = 0; i < users.length; ++i) {
            address account = users[i];
            uint8 group = rewardGroups[i];
            if (group >= REWARD_GROUPS) revert InvalidRewardGroup(group);
            UserStats storage user = _users[account];
            if (!user.hasRegistered) revert NotRegistered(account);
            uint256 teamId = user.teamId;
            uint256 tier = _tierOf(teamId);
            if (user.hasResult) {
                _resultsPerTeam[teamId][user.rewardGroup] -= 1;
                _resultsPerTier[tier][user.rewardGroup] -= 1;
            }
            user.hasResult = true;
            user.rewardGroup = group;
            _resultsPerTeam[teamId][group] += 1;
            _resultsPerTier[tier][group] += 1;
            emit UserResult(account, group);
        }
    }

    /// @notice In Over: takes the FLASK no user is owed.
    function withdrawUnclaimed() external onlyOwner nonReentrant {
        if (currentStatus != CompetitionStatus.Over) revert NotOverPeriod();
        uint256 amount = withdrawableFlask();
        if (amount == 0) revert NothingToWithdraw();
        flaskWithdrawn += amount;
        flask.safeTransfer(msg.sender, amount);
        emit UnclaimedWithdraw(amount);
    }

    /// @notice Takes FLASK sent here outside `fundRewards`: the balance above the pot (funded, less
    /// paid, less withdrawn), so never what users are owed.
    function recoverStrayFlask() external onlyOwner nonReentrant {
        uint256 pot = flaskFunded - totalFlaskPaid - flaskWithdrawn;
        uint256 held = flask.balanceOf(address(this));
        if (held <= pot) revert NothingToWithdraw();
        uint256 amount = held - pot;
        flask.safeTransfer(msg.sender, amount);
        emit StrayFlaskRecovered(amount);
    }

    // ----- views -----

    function eligiblePairs() external view returns (address[] memory) {
        return _eligiblePairs;
    }

    function viewRewardTable()
        external
        view
        returns (
            uint256[REWARD_GROUPS][TEAM_TIERS] memory flaskRewards,
            uint256[REWARD_GROUPS][TEAM_TIERS] memory pointRewards
        )
    {
        return (_flaskRewards, _pointRewards);
    }

    /// @notice The posted rank of `teamId` (0 = none posted).
    function teamRank(uint256 teamId) external view returns (uint8) {
        return _teamRanks[teamId];
    }

    /// @notice FLASK for every posted result at the current table and ranks, claimed or not.
    function totalFlaskOwed() public view returns (uint256 owed) {
        for (uint256 tier = 0; tier < TEAM_TIERS; ++tier) {
            for (uint256 group = 0; group < REWARD_GROUPS; ++group) {
                owed += _resultsPerTier[tier][group] * _flaskRewards[tier][group];
            }
        }
    }

    /// @notice What `withdrawUnclaimed` may take: funded, less paid, less owed to unclaimed users,
    /// less what was withdrawn (0 before Over).
    function withdrawableFlask() public view returns (uint256) {
        if (currentStatus != CompetitionStatus.Over) return 0;
        // totalFlaskOwed counts the paid results too (the table is frozen since Claiming).
        return flaskFunded - flaskWithdrawn - totalFlaskOwed();
    }

    /// @notice What the app shows for `user`: rewards at the current table (0 without a result).
    function claimInformation(address user)
        external
        view
        returns (
            bool hasRegistered,
            bool isUserActive,
            bool hasUserClaimed,
            uint256 userRewardGroup,
            uint256 userFlaskRewards,
            uint256 userPointReward,
            bool hasResult
        )
    {
        UserStats storage stats = _users[user];
        (,,,,, isUserActive) = profile.getUserProfile(user);
        hasRegistered = stats.hasRegistered;
        hasUserClaimed = stats.hasClaimed;
        hasResult = stats.hasResult;
        userRewardGroup = stats.rewardGroup;
        if (hasResult) {
            uint256 tier = _tierOf(stats.teamId);
            userFlaskRewards = _flaskRewards[tier][stats.rewardGroup];
            userPointReward = _pointRewards[tier][stats.rewardGroup];
        }
    }

    /// @notice The user's battle stats (rewardGroup 0 also when no result is posted: see
    /// `claimInformation`'s hasResult).
    function userTradingStats(address user)
        external
        view
        returns (bool hasRegistered, bool hasClaimed, uint8 rewardGroup, uint256 teamId)
    {
        UserStats storage stats = _users[user];
        return (stats.hasRegistered, stats.hasClaimed, stats.rewardGroup, stats.teamId);
    }

    // ----- internal -----

    function _onlyClose() private view {
        if (currentStatus != CompetitionStatus.Close) revert NotClosePeriod();
    }

    function _tierOf(uint256 teamId) private view returns (uint256) {
        return _tierForRank(_teamRanks[teamId]);
    }

    /// @dev Rank 0 (none posted) counts as the lowest tier.
    function _tierForRank(uint8 rank) private pure returns (uint256) {
        if (rank == 1) return 0;
        if (rank == 2) return 1;
        return 2;
    }
}
